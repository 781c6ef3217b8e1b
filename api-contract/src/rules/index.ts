// The rules the browser and the server both apply (ADR 0038): one implementation, imported by both sides.
export * from './phone';
export * from './money';
export * from './sale-windows';
export * from './ticket-money';
export * from './display-dates';
export * from './ticket-hold';
export * from './telecom-config';
export * from './bank-terminal';
export * from './blocked-keywords';
export * from './ticket-template';
export * from './spreadsheet-text';
export * from './telephony';
export * from './vehicle-fit';
export * from './transport-side-moment';
