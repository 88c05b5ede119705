/**
 * Bytes held at once by the accounts opened on it (deliveries holding their files): a take that
 * does not fit waits its turn, in order, so that memory waits rather than grows with the jobs.
 * Two exceptions keep every account moving: a take goes when nothing at all is held (one file
 * larger than the whole budget goes alone), and the oldest open account never waits (accounts that
 * each hold some and wait for more would otherwise wait on one another forever; the oldest ends and
 * gives its bytes back). What is held stays within `most`, but for the oldest account's own.
 */
export class ByteBudget {
  private heldBytes = 0;
  /** Open accounts, oldest first. */
  private readonly accounts = new Set<ByteAccount>();
  private readonly waiting: Array<{ account: ByteAccount; bytes: number; grant: () => void }> = [];

  constructor(readonly most: number) {}

  /** Bytes held now, by every account. */
  get held(): number {
    return this.heldBytes;
  }

  /** Takes waiting their turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** An account for one holder: what it takes counts until it gives it back or closes. */
  open(): ByteAccount {
    const account = new ByteAccount(this);
    this.accounts.add(account);
    return account;
  }

  /** @internal Used by `ByteAccount`. */
  take(account: ByteAccount, bytes: number): Promise<void> {
    if (this.waiting.length === 0 && this.fits(account, bytes)) {
      this.heldBytes += bytes;
      return Promise.resolve();
    }
    return new Promise<void>((grant) => {
      this.waiting.push({ account, bytes, grant });
      this.pump();
    });
  }

  /** @internal Used by `ByteAccount`. */
  give(bytes: number): void {
    this.heldBytes -= bytes;
    this.pump();
  }

  /** @internal Used by `ByteAccount`. */
  close(account: ByteAccount): void {
    this.accounts.delete(account);
    // Its takes still waiting end now (the account gives them back at once: it holds nothing more).
    for (const waiter of this.waiting.filter((w) => w.account === account)) {
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      this.heldBytes += waiter.bytes;
      waiter.grant();
    }
    this.pump();
  }

  private fits(account: ByteAccount, bytes: number): boolean {
    return this.heldBytes + bytes <= this.most || this.heldBytes === 0 || account === this.oldest();
  }

  private oldest(): ByteAccount | undefined {
    for (const account of this.accounts) return account;
    return undefined;
  }

  /** Grants the takes waiting in order while they fit; the oldest account's take goes ahead of the others. */
  private pump(): void {
    for (;;) {
      const head = this.waiting[0];
      if (!head) return;
      const i = this.fits(head.account, head.bytes) ? 0 : this.waiting.findIndex((w) => w.account === this.oldest());
      if (i < 0) return;
      const [next] = this.waiting.splice(i, 1);
      this.heldBytes += next!.bytes;
      next!.grant();
    }
  }
}

/** What one holder (a delivery) holds of a `ByteBudget`. */
export class ByteAccount {
  private heldBytes = 0;
  private closed = false;

  constructor(private readonly budget: ByteBudget) {}

  /** Bytes this account holds now. */
  get held(): number {
    return this.heldBytes;
  }

  /** Counts `bytes` more as held, once they fit (see `ByteBudget`). */
  async take(bytes: number): Promise<void> {
    if (bytes <= 0) return;
    if (this.closed) throw new Error("this account is closed: it holds nothing more");
    await this.budget.take(this, bytes);
    if (this.closed) return this.budget.give(bytes);
    this.heldBytes += bytes;
  }

  /** Gives back `bytes` of what it holds (at most all of it). */
  give(bytes: number): void {
    const given = Math.min(Math.max(0, bytes), this.heldBytes);
    if (given === 0) return;
    this.heldBytes -= given;
    this.budget.give(given);
  }

  /** Holds exactly `bytes` from now: takes more (waiting its turn) or gives back the difference. */
  async hold(bytes: number): Promise<void> {
    if (bytes > this.heldBytes) await this.take(bytes - this.heldBytes);
    else this.give(this.heldBytes - bytes);
  }

  /** Gives back everything it holds and leaves the budget (the next oldest account becomes the one that never waits). */
  close(): void {
    if (this.closed) return;
    this.give(this.heldBytes);
    this.closed = true;
    this.budget.close(this);
  }
}
