// The contract's browser entry ('@busdesk/api-contract' in the portal and the widgets: package.json's "browser"
// condition; ADR 0118). Everything a screen imports from the contract, without zod or any schema: the texts, enums,
// rules, constants and paths as in the full index, and every endpoint as its lazy twin (below), whose
// request leaves at once and whose answer is checked once the full contract (index.ts) has loaded. The types are the
// full contract's. Nothing reached from here may import zod at run time: the build checks it.
// The zod modules' types (schemas' inferred types, endpoints' types); their values are not here.
export type * from './api/index';
export type * from './envelope';
export type * from './enums/schemas';
export type * from './partner-config';
export type * from './realtime/events';
export * from './base';
export * from './constants';
export * from './messages/index';
export * from './enums/values';
export * from './rules/index';
export * from './report-exports/index';
export * from './realtime/topics';
export * from './addresses/index';
export * from './load-contract';
export * from './api/lazy-endpoints';

import { contractEndpoint } from './load-contract';
import * as address from './addresses/index';

// Every endpoint of the full contract, lazy (api-contract's browser-entry test holds the two lists equal). The shell's
// own (sign-in, session, the bell's count) load their own module instead (api/lazy-endpoints.ts).
export {
  lazyAdminConfigEndpoint as adminConfigEndpoint,
  lazyChangePasswordEndpoint as changePasswordEndpoint,
  lazyLoginEndpoint as loginEndpoint,
  lazyLogoutEndpoint as logoutEndpoint,
  lazyNotificationCountEndpoint as notificationCountEndpoint,
  lazyViewUserEndpoint as viewUserEndpoint,
} from './api/lazy-endpoints';
export const listPartnerCompaniesEndpoint = contractEndpoint(address.LIST_PARTNER_COMPANIES_ADDRESS, 'listPartnerCompaniesEndpoint');
export const popularRoutesEndpoint = contractEndpoint(address.POPULAR_ROUTES_ADDRESS, 'popularRoutesEndpoint');
export const searchCompanyV2Endpoint = contractEndpoint(address.SEARCH_COMPANY_V2_ADDRESS, 'searchCompanyV2Endpoint');
export const setPopularRoutesEndpoint = contractEndpoint(address.SET_POPULAR_ROUTES_ADDRESS, 'setPopularRoutesEndpoint');
export const subPartnersEndpoint = contractEndpoint(address.SUB_PARTNERS_ADDRESS, 'subPartnersEndpoint');
export const updatePartnerCompaniesEndpoint = contractEndpoint(address.UPDATE_PARTNER_COMPANIES_ADDRESS, 'updatePartnerCompaniesEndpoint');
export const confirmBankTerminalOtpEndpoint = contractEndpoint(address.CONFIRM_BANK_TERMINAL_OTP_ADDRESS, 'confirmBankTerminalOtpEndpoint');
export const createBankTerminalEndpoint = contractEndpoint(address.CREATE_BANK_TERMINAL_ADDRESS, 'createBankTerminalEndpoint');
export const getBankTerminalEndpoint = contractEndpoint(address.GET_BANK_TERMINAL_ADDRESS, 'getBankTerminalEndpoint');
export const simulatorSmsEndpoint = contractEndpoint(address.SIMULATOR_SMS_ADDRESS, 'simulatorSmsEndpoint');
export const updateBankTerminalEndpoint = contractEndpoint(address.UPDATE_BANK_TERMINAL_ADDRESS, 'updateBankTerminalEndpoint');
export const collectionRoutesEndpoint = contractEndpoint(address.COLLECTION_ROUTES_ADDRESS, 'collectionRoutesEndpoint');
export const collectionZnsEndpoint = contractEndpoint(address.COLLECTION_ZNS_ADDRESS, 'collectionZnsEndpoint');
export const sendCollectionZnsEndpoint = contractEndpoint(address.SEND_COLLECTION_ZNS_ADDRESS, 'sendCollectionZnsEndpoint');
export const simulatorAuthoriseEndpoint = contractEndpoint(address.SIMULATOR_AUTHORISE_ADDRESS, 'simulatorAuthoriseEndpoint');
export const simulatorCompaniesEndpoint = contractEndpoint(address.SIMULATOR_COMPANIES_ADDRESS, 'simulatorCompaniesEndpoint');
export const dashboardEndpoint = contractEndpoint(address.DASHBOARD_ADDRESS, 'dashboardEndpoint');
export const healthEndpoint = contractEndpoint(address.HEALTH_ADDRESS, 'healthEndpoint');
export const readyEndpoint = contractEndpoint(address.READY_ADDRESS, 'readyEndpoint');
export const getMailTemplateEndpoint = contractEndpoint(address.GET_MAIL_TEMPLATE_ADDRESS, 'getMailTemplateEndpoint');
export const saveMailTemplateEndpoint = contractEndpoint(address.SAVE_MAIL_TEMPLATE_ADDRESS, 'saveMailTemplateEndpoint');
export const testSendMailTemplateEndpoint = contractEndpoint(address.TEST_SEND_MAIL_TEMPLATE_ADDRESS, 'testSendMailTemplateEndpoint');
export const notificationListEndpoint = contractEndpoint(address.NOTIFICATION_LIST_ADDRESS, 'notificationListEndpoint');
export const notificationReadEndpoint = contractEndpoint(address.NOTIFICATION_READ_ADDRESS, 'notificationReadEndpoint');
export const ticketSearchEndpoint = contractEndpoint(address.TICKET_SEARCH_ADDRESS, 'ticketSearchEndpoint');
export const createPartnerUserEndpoint = contractEndpoint(address.CREATE_PARTNER_USER_ADDRESS, 'createPartnerUserEndpoint');
export const listAgencyRoutesEndpoint = contractEndpoint(address.LIST_AGENCY_ROUTES_ADDRESS, 'listAgencyRoutesEndpoint');
export const listPartnerUsersEndpoint = contractEndpoint(address.LIST_PARTNER_USERS_ADDRESS, 'listPartnerUsersEndpoint');
export const resetPartnerUserPasswordEndpoint = contractEndpoint(address.RESET_PARTNER_USER_PASSWORD_ADDRESS, 'resetPartnerUserPasswordEndpoint');
export const topUpPartnerUserEndpoint = contractEndpoint(address.TOP_UP_PARTNER_USER_ADDRESS, 'topUpPartnerUserEndpoint');
export const updatePartnerUserEndpoint = contractEndpoint(address.UPDATE_PARTNER_USER_ADDRESS, 'updatePartnerUserEndpoint');
export const partnerDetailEndpoint = contractEndpoint(address.PARTNER_DETAIL_ADDRESS, 'partnerDetailEndpoint');
export const selfUpdatePartnerEndpoint = contractEndpoint(address.SELF_UPDATE_PARTNER_ADDRESS, 'selfUpdatePartnerEndpoint');
export const updatePartnerEndpoint = contractEndpoint(address.UPDATE_PARTNER_ADDRESS, 'updatePartnerEndpoint');
export const bankQrBillEndpoint = contractEndpoint(address.BANK_QR_BILL_ADDRESS, 'bankQrBillEndpoint');
export const bankQrEndpoint = contractEndpoint(address.BANK_QR_ADDRESS, 'bankQrEndpoint');
export const refundListEndpoint = contractEndpoint(address.REFUND_LIST_ADDRESS, 'refundListEndpoint');
export const resolveRefundEndpoint = contractEndpoint(address.RESOLVE_REFUND_ADDRESS, 'resolveRefundEndpoint');
export const rotateWebhookSecretEndpoint = contractEndpoint(address.ROTATE_WEBHOOK_SECRET_ADDRESS, 'rotateWebhookSecretEndpoint');
export const sendQrEndpoint = contractEndpoint(address.SEND_QR_ADDRESS, 'sendQrEndpoint');
export const simulatorBillsEndpoint = contractEndpoint(address.SIMULATOR_BILLS_ADDRESS, 'simulatorBillsEndpoint');
export const simulatorPayEndpoint = contractEndpoint(address.SIMULATOR_PAY_ADDRESS, 'simulatorPayEndpoint');
export const walletQrEndpoint = contractEndpoint(address.WALLET_QR_ADDRESS, 'walletQrEndpoint');
export const cancelReportExportEndpoint = contractEndpoint(address.CANCEL_REPORT_EXPORT_ADDRESS, 'cancelReportExportEndpoint');
export const getReportExportEndpoint = contractEndpoint(address.GET_REPORT_EXPORT_ADDRESS, 'getReportExportEndpoint');
export const startReportExportEndpoint = contractEndpoint(address.START_REPORT_EXPORT_ADDRESS, 'startReportExportEndpoint');
export const bankQrReportEndpoint = contractEndpoint(address.BANK_QR_REPORT_ADDRESS, 'bankQrReportEndpoint');
export const smsReportEndpoint = contractEndpoint(address.SMS_REPORT_ADDRESS, 'smsReportEndpoint');
export const ticketReportEndpoint = contractEndpoint(address.TICKET_REPORT_ADDRESS, 'ticketReportEndpoint');
export const updateCancelledTicketsEndpoint = contractEndpoint(address.UPDATE_CANCELLED_TICKETS_ADDRESS, 'updateCancelledTicketsEndpoint');
export const znsReportEndpoint = contractEndpoint(address.ZNS_REPORT_ADDRESS, 'znsReportEndpoint');
export const searchCompanyEndpoint = contractEndpoint(address.SEARCH_COMPANY_ADDRESS, 'searchCompanyEndpoint');
export const searchPointsEndpoint = contractEndpoint(address.SEARCH_POINTS_ADDRESS, 'searchPointsEndpoint');
export const searchProvinceEndpoint = contractEndpoint(address.SEARCH_PROVINCE_ADDRESS, 'searchProvinceEndpoint');
export const searchRouteEndpoint = contractEndpoint(address.SEARCH_ROUTE_ADDRESS, 'searchRouteEndpoint');
export const searchTripsEndpoint = contractEndpoint(address.SEARCH_TRIPS_ADDRESS, 'searchTripsEndpoint');
export const bookTicketEndpoint = contractEndpoint(address.BOOK_TICKET_ADDRESS, 'bookTicketEndpoint');
export const cancelDetailsEndpoint = contractEndpoint(address.CANCEL_DETAILS_ADDRESS, 'cancelDetailsEndpoint');
export const cancelTicketsEndpoint = contractEndpoint(address.CANCEL_TICKETS_ADDRESS, 'cancelTicketsEndpoint');
export const ticketLogEndpoint = contractEndpoint(address.TICKET_LOG_ADDRESS, 'ticketLogEndpoint');
export const updateTicketsEndpoint = contractEndpoint(address.UPDATE_TICKETS_ADDRESS, 'updateTicketsEndpoint');
export const calculatePriceEndpoint = contractEndpoint(address.CALCULATE_PRICE_ADDRESS, 'calculatePriceEndpoint');
export const customerSearchEndpoint = contractEndpoint(address.CUSTOMER_SEARCH_ADDRESS, 'customerSearchEndpoint');
export const lockSeatEndpoint = contractEndpoint(address.LOCK_SEAT_ADDRESS, 'lockSeatEndpoint');
export const surchargeListEndpoint = contractEndpoint(address.SURCHARGE_LIST_ADDRESS, 'surchargeListEndpoint');
export const tripTicketsEndpoint = contractEndpoint(address.TRIP_TICKETS_ADDRESS, 'tripTicketsEndpoint');
export const viewTripEndpoint = contractEndpoint(address.VIEW_TRIP_ADDRESS, 'viewTripEndpoint');
export const telecomCompanyListEndpoint = contractEndpoint(address.TELECOM_COMPANY_LIST_ADDRESS, 'telecomCompanyListEndpoint');
export const telecomCreateEndpoint = contractEndpoint(address.TELECOM_CREATE_ADDRESS, 'telecomCreateEndpoint');
export const telecomDeleteEndpoint = contractEndpoint(address.TELECOM_DELETE_ADDRESS, 'telecomDeleteEndpoint');
export const telecomListEndpoint = contractEndpoint(address.TELECOM_LIST_ADDRESS, 'telecomListEndpoint');
export const telecomUpdateEndpoint = contractEndpoint(address.TELECOM_UPDATE_ADDRESS, 'telecomUpdateEndpoint');
export const simulatorAnswerEndpoint = contractEndpoint(address.SIMULATOR_ANSWER_ADDRESS, 'simulatorAnswerEndpoint');
export const simulatorHangupEndpoint = contractEndpoint(address.SIMULATOR_HANGUP_ADDRESS, 'simulatorHangupEndpoint');
export const simulatorLinesEndpoint = contractEndpoint(address.SIMULATOR_LINES_ADDRESS, 'simulatorLinesEndpoint');
export const simulatorRingEndpoint = contractEndpoint(address.SIMULATOR_RING_ADDRESS, 'simulatorRingEndpoint');
export const answerCallEndpoint = contractEndpoint(address.ANSWER_CALL_ADDRESS, 'answerCallEndpoint');
export const callerLookupEndpoint = contractEndpoint(address.CALLER_LOOKUP_ADDRESS, 'callerLookupEndpoint');
export const callHistoryEndpoint = contractEndpoint(address.CALL_HISTORY_ADDRESS, 'callHistoryEndpoint');
export const dialEndpoint = contractEndpoint(address.DIAL_ADDRESS, 'dialEndpoint');
export const endCallEndpoint = contractEndpoint(address.END_CALL_ADDRESS, 'endCallEndpoint');
export const lineLoginEndpoint = contractEndpoint(address.LINE_LOGIN_ADDRESS, 'lineLoginEndpoint');
export const lineLogoutEndpoint = contractEndpoint(address.LINE_LOGOUT_ADDRESS, 'lineLogoutEndpoint');
export const recallEndpoint = contractEndpoint(address.RECALL_ADDRESS, 'recallEndpoint');
export const rejectCallEndpoint = contractEndpoint(address.REJECT_CALL_ADDRESS, 'rejectCallEndpoint');
export const reportCallEventEndpoint = contractEndpoint(address.REPORT_CALL_EVENT_ADDRESS, 'reportCallEventEndpoint');
export const mailDetailEndpoint = contractEndpoint(address.MAIL_DETAIL_ADDRESS, 'mailDetailEndpoint');
export const mailOutboxEndpoint = contractEndpoint(address.MAIL_OUTBOX_ADDRESS, 'mailOutboxEndpoint');
export const printTemplateEndpoint = contractEndpoint(address.PRINT_TEMPLATE_ADDRESS, 'printTemplateEndpoint');
export const printTicketsEndpoint = contractEndpoint(address.PRINT_TICKETS_ADDRESS, 'printTicketsEndpoint');
export const sendSmsEndpoint = contractEndpoint(address.SEND_SMS_ADDRESS, 'sendSmsEndpoint');
export const sendZnsEndpoint = contractEndpoint(address.SEND_ZNS_ADDRESS, 'sendZnsEndpoint');
export const smsMessagesEndpoint = contractEndpoint(address.SMS_MESSAGES_ADDRESS, 'smsMessagesEndpoint');
export const znsTemplatesEndpoint = contractEndpoint(address.ZNS_TEMPLATES_ADDRESS, 'znsTemplatesEndpoint');
export const ticketStatsEndpoint = contractEndpoint(address.TICKET_STATS_ADDRESS, 'ticketStatsEndpoint');
export const transactionReportEndpoint = contractEndpoint(address.TRANSACTION_REPORT_ADDRESS, 'transactionReportEndpoint');
export const companyCertificateListEndpoint = contractEndpoint(address.COMPANY_CERTIFICATE_LIST_ADDRESS, 'companyCertificateListEndpoint');
export const downSignTransportOrderEndpoint = contractEndpoint(address.DOWN_SIGN_TRANSPORT_ORDER_ADDRESS, 'downSignTransportOrderEndpoint');
export const partnerCertificateEndpoint = contractEndpoint(address.PARTNER_CERTIFICATE_ADDRESS, 'partnerCertificateEndpoint');
export const resendTransportOrderEndpoint = contractEndpoint(address.RESEND_TRANSPORT_ORDER_ADDRESS, 'resendTransportOrderEndpoint');
export const stationDeparturesEndpoint = contractEndpoint(address.STATION_DEPARTURES_ADDRESS, 'stationDeparturesEndpoint');
export const transportOrderDetailEndpoint = contractEndpoint(address.TRANSPORT_ORDER_DETAIL_ADDRESS, 'transportOrderDetailEndpoint');
export const transportOrderListEndpoint = contractEndpoint(address.TRANSPORT_ORDER_LIST_ADDRESS, 'transportOrderListEndpoint');
export const updateTransportConfirmEndpoint = contractEndpoint(address.UPDATE_TRANSPORT_CONFIRM_ADDRESS, 'updateTransportConfirmEndpoint');
export const upSignTransportOrderEndpoint = contractEndpoint(address.UP_SIGN_TRANSPORT_ORDER_ADDRESS, 'upSignTransportOrderEndpoint');
export const lockTripEndpoint = contractEndpoint(address.LOCK_TRIP_ADDRESS, 'lockTripEndpoint');
export const manageTripEndpoint = contractEndpoint(address.MANAGE_TRIP_ADDRESS, 'manageTripEndpoint');
export const reportSaleEndpoint = contractEndpoint(address.REPORT_SALE_ADDRESS, 'reportSaleEndpoint');
export const searchVehicleEndpoint = contractEndpoint(address.SEARCH_VEHICLE_ADDRESS, 'searchVehicleEndpoint');
export const settlementTripsEndpoint = contractEndpoint(address.SETTLEMENT_TRIPS_ADDRESS, 'settlementTripsEndpoint');
export const tripContractEndpoint = contractEndpoint(address.TRIP_CONTRACT_ADDRESS, 'tripContractEndpoint');
export const tripSaleReportEndpoint = contractEndpoint(address.TRIP_SALE_REPORT_ADDRESS, 'tripSaleReportEndpoint');
export const userCompanyEndpoint = contractEndpoint(address.USER_COMPANY_ADDRESS, 'userCompanyEndpoint');
