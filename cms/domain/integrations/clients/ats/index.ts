import type { AtsId } from '@cms/contract/providers'
import { ashbyBoard } from './ashby'
import type { AtsBoardClient } from './board'
import { greenhouseBoard } from './greenhouse'
import { leverBoard } from './lever'
import { workableBoard } from './workable'

export const BOARD_CLIENTS: Record<AtsId, (token: string) => AtsBoardClient> = {
  greenhouse: greenhouseBoard,
  lever: leverBoard,
  ashby: ashbyBoard,
  workable: workableBoard,
}
