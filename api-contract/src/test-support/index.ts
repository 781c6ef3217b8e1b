// Test support of the contract package: tables both sides' tests run (never imported by product code).
export * from './sale-window-cases';
export * from './ticket-hold-cases';
