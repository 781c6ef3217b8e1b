/** Bank QR (MB_QR) and wallet QR (MOMO_QR) bills, payment webhooks and refunds (001 §2.1, §7; issue 5) */
export {};
