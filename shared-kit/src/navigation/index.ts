export { navigate, currentPath, ROUTING_EVENT } from './navigate';
export { usePathname, useSearchParams } from './use-location';
export { BEFORE_ROUTING_EVENT, useUnsavedChangesGuard, type UnsavedChangesGuard } from './use-unsaved-changes-guard';
