export * from './report-columns';
export * from './report-column-labels';
export * from './message-delivery-label';
export * from './sms-report-columns';
export * from './zns-report-columns';
export * from './bank-qr-report-columns';
export * from './cancelled-report-columns';
