export { defineMicrofrontend, type Lifecycle, type LifecycleProps, type Lifecycles, type MicrofrontendOptions } from './define-microfrontend';
export { MicrofrontendRoutes, type MicrofrontendRoutesProps, type ScreenComponent } from './microfrontend-routes';
export { recordMount, type MountRecord } from './mount-record';
export { AppError } from './app-error';
