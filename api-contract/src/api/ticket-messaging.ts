/** Ticket printing, SMS, ZNS and e-mail (001 §7, 002 §9; issue 5) */
export {};
