export {
  SHARED_MODULES,
  BUNDLEABLE_SUBPATHS,
  FORBIDDEN_IMPORTS,
  PRIVATE_PACKAGES,
  allSharedModules,
  externalFor,
  isSharedModule,
  moduleFileName,
  packageNameOf,
  vendorModules,
  type SharedModule,
  type SharedModuleSource,
} from './shared-modules';
export { defineMfConfig, defineSystemLibConfig, type MfOptions, type SystemLibOptions } from './system-lib-config';
export { sharedModuleGuard, bundledSharedOffence, type SharedModuleGuardOptions } from './shared-module-guard';
export { muiBarrelRewrite, muiExportTable, rewriteMuiBarrel } from './mui-imports';
export { buildVendor, commonJsExportNames } from './vendor-build';
export { generateImportMap, writeImportMap, type ImportMap } from './import-map';
export { assemblePortal } from './assemble';
export { checkPortal, LIBRARY_MARKERS } from './portal-check';
export { REPO_ROOT, PORTAL_DIR, portalDirOf } from './paths';
