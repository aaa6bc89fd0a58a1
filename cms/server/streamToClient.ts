import type { ServerResponse } from 'node:http'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Streams a body to the client. A client that leaves before the end (a cancelled download) closes the answer under
 * the stream: that is not the server failing, and the request log already says `aborted`, so it resolves; the
 * source is destroyed either way (an S3 object's connection is given back). A failing source still rejects.
 */
export async function streamToClient(body: Readable, response: ServerResponse): Promise<void> {
  try {
    await pipeline(body, response)
  } catch (error) {
    const clientLeft = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && !response.writableFinished
    if (!clientLeft) throw error
  }
}
