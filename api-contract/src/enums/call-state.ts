/** Softphone states (002 §4). */
export const CallState = {
  EMPTY: 'EMPTY',
  RINGING_IN: 'RINGING_IN',
  LISTENING_IN: 'LISTENING_IN',
  RINGING_OUT: 'RINGING_OUT',
  LISTENING_OUT: 'LISTENING_OUT',
} as const;
export type TCallState = (typeof CallState)[keyof typeof CallState];

// ours: the seeds name the states in English.
export const CALL_STATE_LABELS: Readonly<Record<TCallState, string>> = {
  EMPTY: 'Sẵn sàng',
  RINGING_IN: 'Cuộc gọi đến',
  LISTENING_IN: 'Đang nghe',
  RINGING_OUT: 'Đang gọi ra',
  LISTENING_OUT: 'Đang đàm thoại',
};

/** Status/code of a call-log event (002 §3). Four codes are the names of the states they lead to (nextCallState). */
export const CallEventCode = {
  INPROGRESS: 'INPROGRESS',
  HANGUP: 'HANGUP',
  RINGING_IN: CallState.RINGING_IN,
  RINGING_OUT: CallState.RINGING_OUT,
  LISTENING_IN: CallState.LISTENING_IN,
  LISTENING_OUT: CallState.LISTENING_OUT,
  HANGOUT: 'HANGOUT',
  HANGOUT_OUTBOUND: 'HANGOUT_OUTBOUND',
} as const;
export type TCallEventCode = (typeof CallEventCode)[keyof typeof CallEventCode];

/**
 * The state after a provider event (002 §4): an incoming ring moves only from EMPTY; hang-up codes and
 * unknown codes return to EMPTY (the panel then clears the customer and the ticket sample). INPROGRESS is not
 * described by the seed; we read it as "the ringing call was answered".
 */
export function nextCallState(current: TCallState, code: string): TCallState {
  switch (code) {
    case CallEventCode.RINGING_IN:
      return current === CallState.EMPTY ? CallState.RINGING_IN : current;
    case CallEventCode.RINGING_OUT:
    case CallEventCode.LISTENING_IN:
    case CallEventCode.LISTENING_OUT:
      return code;
    case CallEventCode.INPROGRESS:
      if (current === CallState.RINGING_IN) return CallState.LISTENING_IN;
      if (current === CallState.RINGING_OUT) return CallState.LISTENING_OUT;
      return current;
    default:
      return CallState.EMPTY;
  }
}

/** Which buttons the panel offers in a state (002 §4). */
export function callActions(state: TCallState): { answer: boolean; reject: boolean; end: boolean; dial: boolean } {
  return {
    answer: state === CallState.RINGING_IN,
    reject: state === CallState.RINGING_IN,
    end: state === CallState.LISTENING_IN || state === CallState.RINGING_OUT || state === CallState.LISTENING_OUT,
    dial: state === CallState.EMPTY,
  };
}
