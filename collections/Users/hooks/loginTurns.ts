// Sign-ins to one account take turns (the why is in cms/domain/accounts/loginTurns.ts, which login.ts shares).
export { endLoginTurnAfterError, endLoginTurnAfterLogin, waitForLoginTurn } from '@cms/domain/accounts/loginTurns'
