import type { FastifyPluginAsync } from 'fastify';
import { healthRoute } from './health';
import { readyRoute } from './ready';
import { getMailTemplateRoute } from './partner/config/mail-template';
import { saveMailTemplateRoute } from './partner/config/mail-template/save';
import { testSendMailTemplateRoute } from './partner/config/mail-template/test-send';
import { lockTripRoute } from './partner/lock-trip';
import { mailOutboxRoute } from './partner/mail-outbox';
import { mailDetailRoute } from './partner/mail-outbox/detail';
import { bankQrBillRoute } from './partner/mb/v2/bill';
import { bankQrRoute } from './partner/mb/v2/qr-ticket';
import { sendQrRoute } from './partner/mb/v2/send-qr';
import { smsMessagesRoute } from './partner/message/getList';
import { walletQrRoute } from './partner/momo/v2/pay';
import { refundListRoute } from './partner/payments/refund-needed';
import { resolveRefundRoute } from './partner/payments/refund-needed/resolve';
import { rotateWebhookSecretRoute } from './partner/payments/webhook-secret/rotate';
import { printTemplateRoute } from './partner/print-template';
import { updateCancelledTicketsRoute } from './partner/report/cancel/update';
import { dashboardRoute } from './partner/report/dashboard';
import { settlementTripsRoute } from './partner/report/settlement-trips';
import { smsReportRoute } from './partner/report/sms-info';
import { transactionReportRoute } from './partner/report/transaction';
import { ticketStatsRoute } from './partner/report/crm5';
import { ticketReportRoute } from './partner/report/tickets';
import { znsReportRoute } from './partner/report/zns-info';
import { collectionRoutesRoute } from './partner/report/routes';
import { sendCollectionZnsRoute } from './partner/report/sales-by-employee/send-zns';
import { collectionZnsRoute } from './partner/report/sales-by-employee/zns';
import { startReportExportRoute } from './partner/report/export.post';
import { getReportExportRoute } from './partner/report/export.get';
import { cancelReportExportRoute } from './partner/report/export.delete';
import { reportExportFileRoute } from './partner/report/export/file';
import { searchCompanyRoute } from './partner/search/company';
import { customerSearchRoute } from './partner/search/customer';
import { searchPointsRoute } from './partner/search/points';
import { searchProvinceRoute } from './partner/search/province';
import { searchRouteRoute } from './partner/search/route';
import { popularRoutesRoute } from './partner/search/route/popular';
import { subPartnersRoute } from './partner/search/sub-partners';
import { setPopularRoutesRoute } from './partner/route/set-popular';
import { ticketSearchRoute } from './partner/search/ticket';
import { bankQrReportRoute } from './partner/search/transaction';
import { searchTripsRoute } from './partner/search/trips';
import { userCompanyRoute } from './partner/search/user-company';
import { searchVehicleRoute } from './partner/search/vehicle';
import { notificationCountRoute } from './partner/ticket-notification/count';
import { notificationListRoute } from './partner/ticket-notification/list';
import { notificationReadRoute } from './partner/ticket-notification/read';
import { calculatePriceRoute } from './partner/ticket/calculate-price';
import { sendSmsRoute } from './partner/ticket/sendSMS';
import { sendZnsRoute } from './partner/ticket/sendZns';
import { tripContractRoute } from './partner/trip/contract';
import { lockSeatRoute } from './partner/trip/lock-seat';
import { tripSaleReportRoute } from './partner/trip/sale-report';
import { tripTicketsRoute } from './partner/trip/tickets';
import { viewTripRoute } from './partner/trip/view-by-id';
import { cancelDetailsRoute } from './partner/v2/cancel-ticket-details';
import { selfUpdatePartnerRoute } from './partner/v2/self-update';
import { manageTripRoute } from './partner/v2/trip/manage';
import { znsTemplatesRoute } from './partner/znsTemplate';
import { mbWebhookRoute } from './payments/webhook/mb';
import { momoWebhookRoute } from './payments/webhook/momo';
import { simulatorPageRoute } from './simulator/bank';
import { simulatorBillsRoute } from './simulator/bank/bills';
import { simulatorPayRoute } from './simulator/bank/pay';
import { simulatorSmsRoute } from './simulator/bank/sms';
import { simulatorTransportOrderRoute } from './simulator/transport-order';
import { authorisePartnerRoute } from './company/authorise-partner';
import { simulatorAuthoriseRoute } from './simulator/company/authorise';
import { simulatorCompaniesRoute } from './simulator/company/companies';
import { surchargeListRoute } from './surcharge_category/getList';
import { telecomCompanyListRoute } from './telecom/list';
import { lineLoginRoute } from './telephony/line/login';
import { lineLogoutRoute } from './telephony/line/logout';
import { answerCallRoute } from './telephony/call/answer';
import { dialRoute } from './telephony/call/dial';
import { endCallRoute } from './telephony/call/end';
import { reportCallEventRoute } from './telephony/call/event';
import { rejectCallRoute } from './telephony/call/reject';
import { callerLookupRoute } from './telephony/customer';
import { callHistoryRoute } from './telephony/history';
import { recordingRoute } from './telephony/recording';
import { accountTokenWebhookRoute } from './telephony/webhook/account-token';
import { domainKeyWebhookRoute } from './telephony/webhook/domain-key';
import { voipSecretWebhookRoute } from './telephony/webhook/voip-secret';
import { recallRoute } from './voice-cloud/recall';
import { telephonySimulatorPageRoute } from './simulator/telephony';
import { telephonySimulatorAnswerRoute } from './simulator/telephony/answer';
import { telephonySimulatorHangupRoute } from './simulator/telephony/hangup';
import { telephonySimulatorLinesRoute } from './simulator/telephony/lines';
import { telephonySimulatorRingRoute } from './simulator/telephony/ring';
import { telecomCreateRoute } from './partner/branch_telecom/create';
import { telecomDeleteRoute } from './partner/branch_telecom/delete';
import { telecomListRoute } from './partner/branch_telecom/get-list';
import { telecomUpdateRoute } from './partner/branch_telecom/update';
import { getBankTerminalRoute } from './v1/mb/terminal.get';
import { createBankTerminalRoute } from './v1/mb/terminal.post';
import { updateBankTerminalRoute } from './v1/mb/terminal.put';
import { confirmBankTerminalOtpRoute } from './v1/mb/terminal/otp';
import { bookTicketRoute } from './ticket/partner/book';
import { cancelTicketsRoute } from './ticket/partner/cancel';
import { printTicketsRoute } from './ticket/partner/print';
import { updateTicketsRoute } from './ticket/partner/update';
import { reportSaleRoute } from './v1/partner/trip/report-sale';
import { adminConfigRoute } from './v2/admin/config';
import { changePasswordRoute } from './v2/partner/change-password';
import { createPartnerUserRoute } from './v2/partner/create-user-partner';
import { partnerDetailRoute } from './v2/partner/detail';
import { listPartnerUsersRoute } from './v2/partner/list-user';
import { loginRoute } from './v2/partner/login';
import { logoutRoute } from './v2/partner/logout';
import { ticketLogRoute } from './v2/partner/ticket-log';
import { updatePartnerRoute } from './v2/partner/update';
import { updatePartnerUserRoute } from './v2/partner/update-user';
import { viewUserRoute } from './v2/partner/view';
import { resetPartnerUserPasswordRoute } from './v2/partner/reset-password';
import { topUpPartnerUserRoute } from './v2/partner/top-up-user';
import { listAgencyRoutesRoute } from './v2/partner/agency-routes';
import { searchCompanyV2Route } from './v2/partner/search/company';
import { listPartnerCompaniesRoute } from './v2/partner-company/search';
import { updatePartnerCompaniesRoute } from './v2/partner-company/update';
import { partnerCertificateRoute } from './partner/transport-certificate';
import { installPartnerCertificateRoute } from './partner/transport-certificate/install';
import { companyCertificateListRoute } from './partner/company-certificates';
import { registerCompanyCertificateRoute } from './partner/company-certificates/register';

import { transportOrderListRoute } from './transport-xml/list';
import { stationDeparturesRoute } from './transport-xml/departures';
import { createTransportOrderRoute } from './transport-xml/create-file';
import { upSignTransportOrderRoute } from './transport-xml/up-sign';
import { downSignTransportOrderRoute } from './transport-xml/down-sign';
import { updateTransportConfirmRoute } from './transport-xml/update-confirm';
import { resendTransportOrderRoute } from './transport-xml/resend';
import { transportOrderDetailRoute } from './transport-xml/detail';
import { transportXmlViewRoute } from './transport-xml/view';
/**
 * Every route of the API, one endpoint per file under routes/, the file's path mirroring the served path without its
 * `/api` prefix (`/api/ticket/partner/book` → routes/ticket/partner/book.ts). A route translates HTTP into one
 * service call; the services are made by plugins/app/* before any route is registered.
 */
export const ROUTES: readonly FastifyPluginAsync[] = [
  healthRoute,
  readyRoute,
  mbWebhookRoute,
  momoWebhookRoute,
  loginRoute,
  logoutRoute,
  viewUserRoute,
  changePasswordRoute,
  listPartnerUsersRoute,
  createPartnerUserRoute,
  updatePartnerUserRoute,
  selfUpdatePartnerRoute,
  updatePartnerRoute,
  partnerDetailRoute,
  adminConfigRoute,
  searchCompanyRoute,
  searchPointsRoute,
  searchProvinceRoute,
  searchRouteRoute,
  searchTripsRoute,
  viewTripRoute,
  tripTicketsRoute,
  lockSeatRoute,
  surchargeListRoute,
  calculatePriceRoute,
  customerSearchRoute,
  bookTicketRoute,
  updateTicketsRoute,
  cancelDetailsRoute,
  cancelTicketsRoute,
  ticketLogRoute,
  printTemplateRoute,
  printTicketsRoute,
  smsMessagesRoute,
  znsTemplatesRoute,
  sendSmsRoute,
  sendZnsRoute,
  mailOutboxRoute,
  mailDetailRoute,
  getMailTemplateRoute,
  saveMailTemplateRoute,
  testSendMailTemplateRoute,
  bankQrRoute,
  bankQrBillRoute,
  walletQrRoute,
  sendQrRoute,
  refundListRoute,
  resolveRefundRoute,
  rotateWebhookSecretRoute,
  notificationListRoute,
  notificationCountRoute,
  notificationReadRoute,
  ticketSearchRoute,
  lockTripRoute,
  manageTripRoute,
  userCompanyRoute,
  searchVehicleRoute,
  settlementTripsRoute,
  reportSaleRoute,
  tripSaleReportRoute,
  tripContractRoute,
  telecomCompanyListRoute,
  telecomListRoute,
  telecomCreateRoute,
  telecomUpdateRoute,
  telecomDeleteRoute,
  lineLoginRoute,
  lineLogoutRoute,
  dialRoute,
  answerCallRoute,
  rejectCallRoute,
  endCallRoute,
  reportCallEventRoute,
  callHistoryRoute,
  recordingRoute,
  callerLookupRoute,
  recallRoute,
  domainKeyWebhookRoute,
  voipSecretWebhookRoute,
  accountTokenWebhookRoute,
  getBankTerminalRoute,
  createBankTerminalRoute,
  updateBankTerminalRoute,
  confirmBankTerminalOtpRoute,
  resetPartnerUserPasswordRoute,
  topUpPartnerUserRoute,
  listAgencyRoutesRoute,
  searchCompanyV2Route,
  listPartnerCompaniesRoute,
  updatePartnerCompaniesRoute,
  popularRoutesRoute,
  setPopularRoutesRoute,
  subPartnersRoute,
  smsReportRoute,
  transactionReportRoute,
  ticketStatsRoute,
  znsReportRoute,
  startReportExportRoute,
  getReportExportRoute,
  cancelReportExportRoute,
  reportExportFileRoute,
  bankQrReportRoute,
  ticketReportRoute,
  updateCancelledTicketsRoute,
  collectionRoutesRoute,
  collectionZnsRoute,
  sendCollectionZnsRoute,
  dashboardRoute,
  partnerCertificateRoute,
  installPartnerCertificateRoute,
  companyCertificateListRoute,
  registerCompanyCertificateRoute,
  // Answers 404 unless the local transport gateway is active (docs/adr/0087).
  simulatorTransportOrderRoute,
  // The bus companies' signed API, and its simulator (404 unless COMPANY_SYSTEMS=local; docs/adr/0102).
  authorisePartnerRoute,
  simulatorCompaniesRoute,
  simulatorAuthoriseRoute,
  transportOrderListRoute,
  stationDeparturesRoute,
  createTransportOrderRoute,
  upSignTransportOrderRoute,
  downSignTransportOrderRoute,
  updateTransportConfirmRoute,
  resendTransportOrderRoute,
  transportOrderDetailRoute,
  transportXmlViewRoute,
];

/** The local bank simulator's page and API: registered only while the bank driver is the local one. */
export const SIMULATOR_ROUTES: readonly FastifyPluginAsync[] = [simulatorPageRoute, simulatorBillsRoute, simulatorPayRoute, simulatorSmsRoute];

/** The local telephony exchange's simulator page and API: registered only while it is on (TELEPHONY_LOCAL). */
export const TELEPHONY_SIMULATOR_ROUTES: readonly FastifyPluginAsync[] = [
  telephonySimulatorPageRoute,
  telephonySimulatorLinesRoute,
  telephonySimulatorRingRoute,
  telephonySimulatorAnswerRoute,
  telephonySimulatorHangupRoute,
];
