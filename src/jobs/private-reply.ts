/**
 * A message only the requester sees, reachable through its own token until `until` (ms since the
 * epoch): on Discord, an interaction's ephemeral reply, whose token lasts 15 minutes.
 */
export interface PrivateReply {
  readonly token: string;
  readonly until: number;
}
