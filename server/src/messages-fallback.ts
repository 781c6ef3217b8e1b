/**
 * Server texts not (yet) in api-contract's MSG. Each is ours, not from the seeds; to be moved into
 * MSG.server by the owner of api-contract/src/messages.ts.
 */
export const SERVER_MSG = {
  usernameTaken: 'Tên đăng nhập đã tồn tại',
  unavailable: 'Dịch vụ tạm thời không khả dụng',
} as const;
