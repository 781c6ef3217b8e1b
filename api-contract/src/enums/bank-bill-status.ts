/** 1 processing (open), 2 success (paid), 3 error (002 §3 bank QR transaction). */
export const BankBillStatus = { OPEN: 1, PAID: 2, FAILED: 3 } as const;
