import type { TLockSeatResponse } from '@busdesk/api-contract';
import { isApiError, MSG } from '@busdesk/shared-kit';
import { lockSeats } from './api/lock-seats';

export interface SeatLockCallbacks {
  /** The server's deadline for the user's lock (null: nothing held) and its clock offset to the browser. */
  onHold(hold: SeatHold | null): void;
  /** 409: these seats are taken or held by someone else; `message` is the server's text naming them. */
  onRefused(seatIds: string[], message: string): void;
  /** Any other failure (network, 5xx): the message to show. */
  onError(message: string): void;
}

export interface SeatHold {
  /** epoch ms on the server's clock */
  expiresAt: number;
  /** serverTime − browser time when the answer arrived */
  serverOffset: number;
}

export type LockSeats = (tripId: string, seatIds: readonly string[]) => Promise<TLockSeatResponse>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Which of the seats asked for the 409 names: the answer's `results.seatIds` when the server sends them, else
 * every requested seat id that appears as a word in the message ('Ghế A1, A2 đã có người đặt').
 */
export function refusedSeatIds(requested: readonly string[], body: unknown, message: string): string[] {
  const results = body !== null && typeof body === 'object' ? (body as { results?: unknown }).results : undefined;
  const listed = results !== null && typeof results === 'object' ? (results as { seatIds?: unknown }).seatIds : undefined;
  if (Array.isArray(listed)) return requested.filter((id) => listed.includes(id));
  const words = new Set(message.split(/[\s,;:.()]+/).filter(Boolean));
  return requested.filter((id) => words.has(id));
}

/**
 * Keeps the user's real-time seat lock on one trip equal to the free seats they have selected (001 §4: 10
 * minutes, replace semantics, empty list releases). Calls never overlap: while one is in flight only the latest
 * wanted set is remembered and sent after it, so a burst of clicks costs at most two calls.
 */
export class SeatLockController {
  private wanted: string[] = [];
  /** What the server holds for us, as far as we know. */
  private held: string[] = [];
  private inFlight = false;
  private disposed = false;

  constructor(
    readonly tripId: string,
    private readonly callbacks: SeatLockCallbacks,
    private readonly lock: LockSeats = lockSeats,
  ) {}

  /** Adopts a lock the server already holds for this user (after a reload) without calling it again. */
  adopt(seatIds: readonly string[]): void {
    this.wanted = [...seatIds];
    this.held = [...seatIds];
  }

  request(seatIds: readonly string[]): Promise<void> {
    this.wanted = [...seatIds];
    return this.pump();
  }

  /** Releases the lock (trip change, unmount); later answers are ignored. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.held.length > 0 || this.inFlight) {
      // Fire and forget: the screen is going away; the server's expiry covers a failed release.
      this.lock(this.tripId, []).catch(() => undefined);
    }
  }

  private async pump(): Promise<void> {
    if (this.inFlight || this.disposed) return;
    if (sameSet(this.wanted, this.held)) return;
    const sending = [...this.wanted];
    this.inFlight = true;
    try {
      const answer = await this.lock(this.tripId, sending);
      if (this.disposed) return;
      this.held = sending;
      this.callbacks.onHold(
        answer.expiresAt === null ? null : { expiresAt: answer.expiresAt, serverOffset: answer.serverTime - Date.now() },
      );
    } catch (error) {
      if (this.disposed) return;
      if (isApiError(error) && error.code === 409) {
        // The server refused the whole call, so what it held before still stands.
        const named = refusedSeatIds(sending, error.body, error.message);
        // A message that names no seat we recognise: the seats just added are the ones refused.
        const refused = named.length > 0 ? named : sending.filter((id) => !this.held.includes(id));
        if (refused.length === 0) this.held = sending;
        this.wanted = this.wanted.filter((id) => !refused.includes(id));
        this.callbacks.onRefused(refused, error.message);
      } else {
        // Remember the failed set as held so the same selection is not retried in a loop; the next change retries.
        this.held = sending;
        this.callbacks.onError(isApiError(error) ? error.message : MSG.common.connectionFailed);
      }
    } finally {
      this.inFlight = false;
    }
    await this.pump();
  }
}
