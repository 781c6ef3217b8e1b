export { navigate, currentPath, ROUTING_EVENT } from './navigate';
export { usePathname, useSearchParams } from './use-location';
