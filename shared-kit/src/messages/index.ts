// One module every MF uses for Vietnamese text: the seeds' messages from the contract and the shared UI labels.
export { MSG, type TMessages } from '@busdesk/api-contract';
export * from './labels';
