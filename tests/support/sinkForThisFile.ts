import { afterAll, beforeAll } from 'vitest'
import { sendMailTo, startSmtpSink, type SmtpSink } from './smtpSink'

/** A sink started before this test file's tests, with the process's e-mail sent to it, and closed after them. */
export function sinkForThisFile(): () => SmtpSink {
  let sink: SmtpSink
  beforeAll(async () => {
    sink = await startSmtpSink()
    sendMailTo(sink)
  })
  afterAll(async () => {
    delete process.env.SMTP_HOST
    await sink.close()
  })
  return () => sink
}
