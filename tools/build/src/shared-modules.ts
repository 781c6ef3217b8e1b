// The one list of browser modules that exist once per page. It drives three things that must agree:
// every System build's externals, the vendor build's entries and the import map. Add a module here
// and all three follow; a bare import of a shared package that is not listed fails the build
// (see shared-module-guard.ts), so a second React or MUI can never sneak into a micro-frontend.
import { localeModules, muiSubpaths } from './mui-imports';

/** How the vendor build turns a module into a System module. */
export type SharedModuleSource =
  /** ES module: `export *` (+ default when present) keeps every binding. */
  | 'esm'
  /** CommonJS: the entry re-exports each name explicitly, enumerated with require() at build time. */
  | 'cjs'
  /** One of our workspace packages, built on its own as a System library. */
  | 'workspace';

export interface SharedModule {
  /** The bare specifier written in source and used as the import map key. */
  readonly id: string;
  readonly source: SharedModuleSource;
  /** Not needed at first paint of the shell: must only be fetched by the screens that import it. */
  readonly lazy?: boolean;
  /**
   * A slice of a module (another one, or `from` === `id` for a curated module): the vendor entry re-exports only
   * these names from it, so the rest of that module is left out (one locale of a locale barrel, see LOCALE_BARRELS
   * in mui-imports.ts; the rxjs names below). Builds that import any other name from it fail (shared-module-guard.ts).
   */
  readonly pick?: { readonly from: string; readonly names: readonly string[] };
  /**
   * A subpath module of one of our workspace packages: its source file, relative to the package (the same file its
   * package.json `exports` names). Built in the package's one System build beside the package's index, so code they
   * share exists once on the page.
   */
  readonly entry?: string;
  /**
   * Packages (or exact module ids) this module must not reach through its static imports: the build fails if it does.
   * The first-paint subpaths keep zod and the whole contract off the shell's first paint this way.
   */
  readonly excludes?: readonly string[];
}

/**
 * The rxjs names browser code may import. rxjs 7's index re-exports every operator, so `export *` made the
 * shared 'rxjs' ~20 kB gzip at first paint for the four names we use; the vendor entries re-export only these
 * (one rxjs instance still: both entries come from the one vendor build). Importing a name that is missing
 * fails the MF build with a message pointing here: add the name to the list (types need nothing).
 */
export const RXJS_NAMES: readonly string[] = ['BehaviorSubject', 'Subject', 'filter', 'firstValueFrom'];
/** The names of RXJS_NAMES that code may import from 'rxjs/operators' (rxjs 7 exports operators from 'rxjs' too). */
export const RXJS_OPERATOR_NAMES: readonly string[] = ['filter'];

/**
 * The names browser code may import from '@mui/material/styles'. Its `export *` entry put CssVarsProvider,
 * extendTheme, InitColorSchemeScript, the v4 adapters … into the first paint (~3 kB gzip beside the components'
 * own use of the styling core); our code uses createTheme and ThemeProvider, the rest are the everyday helpers.
 * Importing another name fails the MF build with a message pointing here: add it (types need nothing).
 */
export const MUI_STYLES_NAMES: readonly string[] = [
  'StyledEngineProvider',
  'ThemeProvider',
  'alpha',
  'createTheme',
  'css',
  'darken',
  'emphasize',
  'getContrastRatio',
  'keyframes',
  'lighten',
  'responsiveFontSizes',
  'styled',
  'useTheme',
];

/**
 * The parts of the contract the portal shell uses before it paints: the zod-free core (paths, routes, constants, topics,
 * the shell's lazy endpoints) and the message areas of the login page and the shell. The package index
 * ('@busdesk/api-contract': every schema with zod, every text) is what screens load with themselves.
 */
const API_CONTRACT_SUBPATHS: readonly SharedModule[] = [
  { id: '@busdesk/api-contract/core', entry: 'src/core.ts' },
  { id: '@busdesk/api-contract/messages/common', entry: 'src/messages/common.ts' },
  { id: '@busdesk/api-contract/messages/auth', entry: 'src/messages/auth.ts' },
].map((m): SharedModule => ({ ...m, source: 'workspace', excludes: ['zod'] }));

/**
 * What the portal shell uses of shared-kit: before it paints (src/core.ts: API clients, session, bus, navigation,
 * theme, lazy bell and quick search) and once the session is there (the realtime client), so that its first paint
 * carries none of the rest (shared components, formats with dayjs, every text of the contract). The package index
 * ('@busdesk/shared-kit', what micro-frontends import) exports them too: one build, so each module exists once on the
 * page. Code both subpaths use goes with the first (subpathChunks in system-lib-config.ts).
 */
const SHARED_KIT_SUBPATHS: readonly SharedModule[] = [
  { id: '@busdesk/shared-kit/core', entry: 'src/core.ts' },
  { id: '@busdesk/shared-kit/realtime', entry: 'src/realtime/index.ts' },
].map((m): SharedModule => ({ ...m, source: 'workspace', excludes: ['@busdesk/api-contract', 'zod', 'dayjs'] }));

export const SHARED_MODULES: readonly SharedModule[] = [
  { id: 'react', source: 'cjs' },
  { id: 'react/jsx-runtime', source: 'cjs' },
  { id: 'react-dom', source: 'cjs' },
  { id: 'react-dom/client', source: 'cjs' },
  { id: '@emotion/react', source: 'esm' },
  { id: '@emotion/styled', source: 'esm' },
  { id: '@emotion/cache', source: 'esm' },
  // The barrels stay importable (e.g. by an MF built elsewhere), but our builds import each component
  // by its subpath (mui-imports.ts): every '@mui/material/<Dir>', '@mui/x-date-pickers/<Dir>' and
  // '@mui/x-data-grid/<Dir>' is a shared module of its own (allSharedModules()).
  { id: '@mui/material', source: 'esm' },
  { id: '@mui/material/styles', source: 'esm', pick: { from: '@mui/material/styles', names: MUI_STYLES_NAMES } },
  { id: '@mui/x-data-grid', source: 'esm', lazy: true },
  { id: '@mui/x-date-pickers', source: 'esm', lazy: true },
  // The dashboard's charts (docs/adr/0073): in the vendor build beside @mui/material so MUI's internals exist once;
  // lazy, so only the page that imports it (/dashboard) fetches it.
  { id: '@mui/x-charts', source: 'esm', lazy: true },
  { id: 'dayjs', source: 'cjs' },
  { id: 'rxjs', source: 'esm', pick: { from: 'rxjs', names: RXJS_NAMES } },
  { id: 'rxjs/operators', source: 'esm', pick: { from: 'rxjs/operators', names: RXJS_OPERATOR_NAMES } },
  { id: 'single-spa', source: 'esm' },
  { id: 'single-spa-react', source: 'esm' },
  { id: '@r2wc/react-to-web-component', source: 'esm' },
  { id: 'axios', source: 'esm' },
  { id: 'notistack', source: 'esm' },
  { id: 'dompurify', source: 'esm', lazy: true },
  { id: 'mqtt', source: 'esm', lazy: true },
  { id: 'xlsx', source: 'esm', lazy: true },
  { id: '@busdesk/api-contract', source: 'workspace' },
  ...API_CONTRACT_SUBPATHS,
  { id: '@busdesk/shared-kit', source: 'workspace' },
  ...SHARED_KIT_SUBPATHS,
];

/** The pages whose first paint the vendor build packs (FIRST_PAINT_MODULES): the shell's two, and the sales screen. */
export type FirstPaintPage = 'login' | 'layout' | 'sales';

/** What /login and the layout both import before their first paint (FIRST_PAINT_MODULES). */
const BOTH_SHELL_PAGES_PAINT = [
  '@emotion/cache',
  '@emotion/react',
  '@mui/material/Alert',
  '@mui/material/Box',
  '@mui/material/Button',
  '@mui/material/CssBaseline',
  '@mui/material/IconButton',
  '@mui/material/ScopedCssBaseline',
  '@mui/material/SvgIcon',
  '@mui/material/locale/viVN',
  '@mui/material/styles',
  'axios',
  'react',
  // /login does not import it before the paint, but notistack (loaded right after it) imports createPortal from it:
  // listed, its few bytes join the shared paint chunk instead of making /login fetch the layout's paint chunk for them.
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'rxjs',
  'single-spa',
];

/**
 * The vendor modules each shell page imports before its first paint: /login, and every layout route (root-config,
 * shared-kit, navbar, sidebar; an MF's own screen comes on top), and the sales screen until its search is usable. The
 * vendor build packs what these reach into one chunk per set of pages ('paint-layout+login', 'paint-login',
 * 'paint-layout+login+sales', 'paint-sales' …). Left to size-based merging
 * (experimentalMinChunkSize) the same code came as ~75 files on /login, several of them glued to code only other
 * screens use (useRovingTabIndex, usePagination, ClickAwayListener …); packed, /login loads the code it reaches and
 * nothing else, and one large file compresses better than many small ones. Each entry stays a (tiny) file of its own
 * for the import map. A stale list costs bytes, never correctness: a module missing here is fetched through the usual
 * chunks, a module listed but unused is loaded for nothing. `bench/src/portal-size.ts` lists the vendor chunks a
 * shell page fetches before paint outside the paint chunks (`paintDrift`), which says what to add.
 */
export const FIRST_PAINT_MODULES: Readonly<Record<FirstPaintPage, readonly string[]>> = {
  login: [
    ...BOTH_SHELL_PAGES_PAINT,
    '@mui/material/FormControl',
    '@mui/material/FormHelperText',
    '@mui/material/InputAdornment',
    '@mui/material/InputLabel',
    '@mui/material/OutlinedInput',
    '@mui/material/Paper',
    '@mui/material/Typography',
  ],
  layout: [
    ...BOTH_SHELL_PAGES_PAINT,
    '@mui/material/AppBar',
    '@mui/material/Badge',
    '@mui/material/Collapse',
    '@mui/material/Link',
    '@mui/material/List',
    '@mui/material/ListItemButton',
    '@mui/material/ListItemText',
    '@mui/material/Toolbar',
    '@mui/material/useMediaQuery',
  ],
  // /book-ticket, where clerks spend the day: what its search column (and the shell's parts that load with it: the
  // bell, the softphone's root, the snackbars) imports until the search is usable, on top of the layout's. Left to the
  // per-entry chunks these came in three waves of ~25 files each, the last one discovered only once the entries of
  // the second had run (Autocomplete → Popper, useAutocomplete; Tooltip → Grow); packed, the page's imports bring
  // one chunk (ADR 0110). Other screens that import one of these load the whole chunk (~57 kB brotli); those measured
  // (dashboard, employees, transactions report, transport orders) fetch ~20 % fewer files for about the same bytes.
  // What only the opened trip and the shortcut help use (tables, dialogs, checkboxes, chips, the grid) is not here:
  // they load after the search, in the first idle moment (ADR 0118).
  sales: [
    '@mui/material/Autocomplete',
    '@mui/material/Backdrop',
    '@mui/material/ButtonBase',
    '@mui/material/CircularProgress',
    '@mui/material/FilledInput',
    '@mui/material/FormControlLabel',
    '@mui/material/FormGroup',
    '@mui/material/FormHelperText',
    '@mui/material/Grow',
    '@mui/material/Input',
    '@mui/material/LinearProgress',
    '@mui/material/ListItem',
    '@mui/material/ListItemIcon',
    '@mui/material/ListItemSecondaryAction',
    '@mui/material/ListSubheader',
    '@mui/material/Menu',
    '@mui/material/MenuItem',
    '@mui/material/Modal',
    '@mui/material/Paper',
    '@mui/material/Popover',
    '@mui/material/Popper',
    '@mui/material/Select',
    '@mui/material/Stack',
    '@mui/material/Switch',
    '@mui/material/Tab',
    '@mui/material/TabScrollButton',
    '@mui/material/Tabs',
    '@mui/material/TextField',
    '@mui/material/Tooltip',
    '@mui/material/useAutocomplete',
    'notistack',
  ],
};

/**
 * Deep imports of shared packages that a build may bundle: stateless leaves whose own imports are
 * shared modules. An icon is ~300 bytes and imports '@mui/material/SvgIcon'; a dayjs plugin or
 * locale registers itself on the shared dayjs instance.
 */
export const BUNDLEABLE_SUBPATHS: readonly RegExp[] = [
  /^@mui\/icons-material\/[A-Za-z0-9]+(\.m?js)?$/,
  /^dayjs\/(plugin|locale)\/[\w-]+(\.js)?$/,
];

/** Files inside shared packages (as 'package/path') that BUNDLEABLE_SUBPATHS may pull into a build. */
export const BUNDLEABLE_FILES: readonly RegExp[] = [
  /^@mui\/icons-material\/(?!index\.|esm\/index\.)/,
  /^dayjs\/(plugin|locale)\//,
];

/** Imports that are refused outright, with the reason shown in the build error. */
export const FORBIDDEN_IMPORTS: ReadonlyMap<string, string> = new Map([
  [
    '@mui/icons-material',
    "the icon barrel has thousands of modules: import each icon by path, e.g. import SearchIcon from '@mui/icons-material/Search'",
  ],
]);

/**
 * Packages that live inside one of our shared modules instead of being shared themselves. zod is
 * bundled into @busdesk/api-contract, where tree-shaking keeps the schema builders the contract
 * uses (~20 kB gzip) instead of all of zod with its locales (~90 kB); everyone else gets zod's
 * schemas (and `import type { z } from 'zod'` for types) through the contract, so there is one zod.
 */
export const PRIVATE_PACKAGES: ReadonlyMap<string, string> = new Map([['zod', '@busdesk/api-contract']]);

const byId = new Map(SHARED_MODULES.map((m) => [m.id, m]));

/** The npm package a specifier or a node_modules path segment belongs to. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

/** Packages that must never be bundled by a consumer (apart from BUNDLEABLE_SUBPATHS). */
export const SHARED_PACKAGES: ReadonlySet<string> = new Set([
  ...SHARED_MODULES.map((m) => packageNameOf(m.id)),
  ...PRIVATE_PACKAGES.keys(),
  '@mui/icons-material',
  // Internals of shared packages that would be a second copy if bundled directly.
  'scheduler',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@mui/x-internals',
  '@emotion/sheet',
  '@emotion/serialize',
  '@emotion/utils',
  '@emotion/use-insertion-effect-with-fallbacks',
]);

/** The names a curated shared module exports (its `pick`), or undefined when it exports everything it has. */
export function curatedNamesOf(id: string): readonly string[] | undefined {
  const own = byId.get(id)?.pick;
  if (own !== undefined) return own.names;
  const locale = localeModules().get(id);
  return locale === undefined ? undefined : [locale.name];
}

export function isSharedModule(id: string): boolean {
  return byId.has(id) || muiSubpaths().has(id) || localeModules().has(id);
}

/**
 * Every shared module: the list above, one per public directory of the split MUI packages, and one per shipped
 * locale of each MUI locale barrel.
 */
export function allSharedModules(): SharedModule[] {
  // A directory listed above (a curated one: '@mui/material/styles') keeps its entry from the list.
  const split = [...muiSubpaths()]
    .filter((id) => !byId.has(id))
    .sort()
    .map((id): SharedModule => ({ id, source: 'esm', lazy: id.startsWith('@mui/x-') }));
  const locales = [...localeModules().values()].map(
    (m): SharedModule => ({ id: m.id, source: 'esm', lazy: m.id.startsWith('@mui/x-'), pick: { from: m.barrel, names: [m.name] } }),
  );
  return [...SHARED_MODULES, ...split, ...locales];
}

export function isBundleableSubpath(id: string): boolean {
  return BUNDLEABLE_SUBPATHS.some((re) => re.test(id));
}

/** The subpath modules of one of our workspace packages ('@busdesk/shared-kit' → '@busdesk/shared-kit/session' …). */
export function workspaceSubpaths(name: string): SharedModule[] {
  return SHARED_MODULES.filter((m) => m.source === 'workspace' && m.entry !== undefined && m.id.startsWith(`${name}/`));
}

/** Modules made by the vendor build (everything but our workspace packages). */
export function vendorModules(): SharedModule[] {
  return allSharedModules().filter((m) => m.source !== 'workspace');
}

/** File-system safe name of a module: '@mui/material/styles' → 'mui-material-styles'. */
export function moduleFileName(id: string): string {
  return id.replace(/^@/, '').replace(/[/.]/g, '-');
}

/** Externals predicate for a System build of `self` (a package must not externalise itself). */
export function externalFor(self?: string): (id: string) => boolean {
  return (id) => id !== self && isSharedModule(id);
}
