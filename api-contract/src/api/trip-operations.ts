/** Trip lock, trip update, settlement and the sales settlement report (001 §2.2, §7; issue 5) */
export {};
