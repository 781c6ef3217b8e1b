// Entry of the standalone widget bundle (vite.widget-quick-search.config.ts): loading the script defines
// <busdesk-quick-search>.
import { defineQuickSearchElement } from './quick-search-element';

defineQuickSearchElement();

export { defineQuickSearchElement, QUICK_SEARCH_ELEMENT, QuickSearchElement } from './quick-search-element';
export { TICKET_SELECT_EVENT, type TicketSelectDetail } from './quick-search-widget';
