/**
 * A customer to put into the booking form, handed from the page to the form (the softphone's 'Bán vé', issue 15):
 * the page makes it (src/app, from the shared bus) and the booking feature applies it, so neither imports the other.
 * `seq` changes with each request, so the same caller can be filled in twice.
 */
export interface CustomerFill {
  seq: number;
  phoneNumber: string;
  fullName: string | null;
  orderer: string | null;
  ordererPhoneNumber: string | null;
  /** The pick-up and drop-off of the caller's last ticket: used when the opened trip stops there. */
  pointUpId: string | null;
  pointDownId: string | null;
}
