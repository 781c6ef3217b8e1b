/** The notification bell and the quick ticket search (002 §2; issue 5) */
export {};
