// Entry of the standalone widget bundle (vite.widget.config.ts): loading the script defines <busdesk-softphone>.
import { defineSoftphoneElement } from './softphone-element';

defineSoftphoneElement();

export { defineSoftphoneElement, SOFTPHONE_ELEMENT, SoftphoneElement } from './softphone-element';
export { CALL_STATE_EVENT, CUSTOMER_EVENT, type CallStateDetail, type CustomerDetail } from './softphone-widget';
