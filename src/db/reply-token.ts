/**
 * The way back to a job's message that only its interaction's token reaches, until `until` (ms
 * since the epoch): on Discord, the interaction's reply (a private job's ephemeral one, or the
 * reply of a job that lives on its interaction where the bot cannot post), for 15 minutes.
 */
export interface ReplyToken {
  readonly token: string;
  readonly until: number;
}
