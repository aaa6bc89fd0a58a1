/**
 * Reviewed lists behind the scam rules (scamSignals.ts). Free-mail providers: the large consumer mail services
 * (a company's recruiting never needs one). Shorteners: public URL-shortening services, which hide where an
 * "apply" link really goes. Messengers: apps whose links or handles are the only contact in chat-recruiting scams.
 */
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'ymail.com', 'rocketmail.com', 'hotmail.com', 'outlook.com', 'live.com',
  'msn.com', 'aol.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net',
  'gmx.de', 'web.de', 'mail.com', 'mail.ru', 'yandex.com', 'yandex.ru', 'zoho.com', 'tutanota.com', 'qq.com', '163.com',
  '126.com', 'rediffmail.com', 'hey.com', 'fastmail.com', 'yahoo.co.uk', 'hotmail.co.uk', 'btinternet.com', 'libero.it',
  'orange.fr', 'free.fr', 'laposte.net', 't-online.de', 'seznam.cz', 'wp.pl', 'o2.pl', 'inbox.com',
])

export const URL_SHORTENER_HOSTS = new Set([
  'bit.ly', 'bitly.com', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'cutt.ly', 'rebrand.ly', 'shorturl.at',
  'rb.gy', 'tiny.cc', 'v.gd', 't.ly', 'shorte.st', 'adf.ly', 'bl.ink', 'lnkd.in', 's.id', 'qrco.de', 'tiny.one', 'u.to',
])

export const MESSENGER_HOSTS = new Set([
  't.me', 'telegram.me', 'telegram.dog', 'wa.me', 'api.whatsapp.com', 'chat.whatsapp.com', 'whatsapp.com', 'signal.me',
  'signal.group', 'u.wechat.com', 'invite.viber.com', 'm.me', 'line.me',
])
