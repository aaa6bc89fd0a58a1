/**
 * A short list of the most common passwords (from public breach-frequency lists), refused at registration,
 * password change and reset. Only entries of at least 6 characters matter: shorter ones fail the length rule.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789', '987654321', '654321',
  '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000', '121212',
  '123123', '123321', '112233', '123qwe', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'qwe123', 'qweasd', 'zaq12wsx',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass123', 'pass1234',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'azerty',
  'abc123', 'abcdef', 'abcd1234', 'abc12345', 'iloveyou', 'iloveyou1', 'letmein', 'letmein1', 'welcome', 'welcome1',
  'monkey', 'dragon', 'master', 'shadow', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'batman',
  'trustno1', 'starwars', 'whatever', 'freedom', 'charlie', 'michael', 'jennifer', 'jordan23', 'hunter2', 'hello123',
  'secret', 'secret1', 'changeme', 'default', 'admin123', 'administrator', 'root123', 'login123', 'test123', 'test1234',
  'computer', 'internet', 'killer', 'soccer', 'hockey', 'ranger', 'buster', 'tigger', 'pokemon', 'cheese', 'flower',
  'summer', 'winter', 'spring', 'autumn', 'google', 'facebook', 'linkedin', 'mustang', 'access', 'ashley', 'bailey',
  'passpass', 'aaaaaa', 'abcabc', 'qazwsx', 'q1w2e3r4', 'q1w2e3r4t5', '1qaz2wsx', 'lovely', 'loveme', 'nomad123',
])

/** Whether the password is on the common list (case-insensitive, ignoring surrounding spaces). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}
