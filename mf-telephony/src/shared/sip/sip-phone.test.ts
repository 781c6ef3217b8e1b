import { MSG } from '@busdesk/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakePeerConnection, fakeSipStack, type FakeSipUa } from '../../test-support/fake-sip-stack';
import { createSipPhoneOn, type SipCallEvent, type SipPhone, type SipPhoneOptions } from './sip-phone';

const OPTIONS: SipPhoneOptions = { uri: 'sip:101@pbx.benxe.vn', socketUrl: 'wss://pbx.benxe.vn:8443', password: 'mk-101', displayName: 'Quầy 1' };
const AUDIO_ONLY = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } };

/** A phone whose login the fake PBX accepts, refuses or leaves pending. */
async function startPhone(pbx: 'accept' | 'refuse' | 'pending' = 'accept'): Promise<{ phone: SipPhone; ua: FakeSipUa; started: Promise<void> }> {
  const { stack, agents } = fakeSipStack();
  const phone = createSipPhoneOn(() => Promise.resolve(stack), OPTIONS);
  const started = phone.start();
  await vi.waitFor(() => expect(agents[0]?.started).toBe(true));
  const ua = agents[0]!;
  if (pbx !== 'pending') ua.answerRegistration(pbx === 'accept');
  return { phone, ua, started };
}

async function registeredPhone(): Promise<{ phone: SipPhone; ua: FakeSipUa; events: SipCallEvent[] }> {
  const { phone, ua, started } = await startPhone();
  await started;
  const events: SipCallEvent[] = [];
  phone.onEvent((e) => events.push(e));
  return { phone, ua, events };
}

afterEach(() => vi.restoreAllMocks());

describe('SIP phone: line login', () => {
  it('registers with the line credentials, audio sessions without session timers', async () => {
    const { ua, started } = await startPhone();
    await expect(started).resolves.toBeUndefined();
    expect(ua.config).toEqual({ uri: OPTIONS.uri, socketUrl: OPTIONS.socketUrl, password: OPTIONS.password, displayName: 'Quầy 1' });
  });

  it("rejects with 'Đăng nhập máy lẻ thất bại' and why — the PBX refused, or cannot be reached — and stops reconnecting", async () => {
    const { ua, started } = await startPhone('refuse');
    await expect(started).rejects.toThrow(MSG.telephony.lineLoginRefused);
    expect(MSG.telephony.lineLoginRefused.startsWith(MSG.telephony.lineLoginFailed)).toBe(true);
    expect(ua.stopped).toBe(true);
    const unreachable = await startPhone('pending');
    unreachable.ua.answerRegistration('unreachable');
    await expect(unreachable.started).rejects.toThrow(MSG.telephony.lineLoginUnreachable);
    expect(MSG.telephony.lineLoginUnreachable.startsWith(MSG.telephony.lineLoginFailed)).toBe(true);
  });

  it('logs in once however often start() is called; a failed login can be retried', async () => {
    const { stack, agents } = fakeSipStack();
    const phone = createSipPhoneOn(() => Promise.resolve(stack), OPTIONS);
    const [first, second] = [phone.start(), phone.start()];
    await vi.waitFor(() => expect(agents[0]?.started).toBe(true));
    agents[0]!.answerRegistration(false);
    await expect(first).rejects.toThrow(MSG.telephony.lineLoginFailed);
    await expect(second).rejects.toThrow(MSG.telephony.lineLoginFailed);
    expect(agents).toHaveLength(1);
    const retry = phone.start();
    await vi.waitFor(() => expect(agents[1]?.started).toBe(true));
    agents[1]!.answerRegistration(true);
    await expect(retry).resolves.toBeUndefined();
  });

  it('stop() while the line is still registering cancels the login quietly', async () => {
    const { phone, ua, started } = await startPhone('pending');
    await phone.stop();
    expect(ua.stopped).toBe(true);
    // JsSIP reports the closed socket as a failed registration: the deselected line must not show an error.
    ua.answerRegistration(false);
    await expect(started).resolves.toBeUndefined();
  });

  it('unregisters on stop and ends the call in progress', async () => {
    const { phone, ua, events } = await registeredPhone();
    const session = ua.ring('102', 'c-1');
    await phone.stop();
    expect(session.terminations).toHaveLength(1);
    expect(ua.stopped).toBe(true);
    expect(events.map((e) => e.code)).toEqual(['RINGING_IN', 'HANGUP']);
  });
});

describe('SIP phone: call events as 002 call-log codes', () => {
  it('incoming: RINGING_IN, answered with audio only → LISTENING_IN, the caller hangs up → HANGUP', async () => {
    const { phone, ua, events } = await registeredPhone();
    const session = ua.ring('102', 'call-a');
    expect(events).toEqual([{ code: 'RINGING_IN', phone: '102', callId: 'in:call-a' }]);
    phone.answer();
    expect(session.answers).toEqual([AUDIO_ONLY]);
    session.confirm();
    session.remoteEnd();
    expect(events).toEqual([
      { code: 'RINGING_IN', phone: '102', callId: 'in:call-a' },
      { code: 'LISTENING_IN', phone: '102', callId: 'in:call-a' },
      { code: 'HANGUP', phone: '102', callId: 'in:call-a' },
    ]);
  });

  it("one SIP Call-ID seen at both ends (a proxy between two desks) gives each end its own call id, within 100 characters", async () => {
    const { phone, ua, events } = await registeredPhone();
    phone.dial('102');
    ua.calls[0]!.session.remoteEnd();
    ua.ring('102', 'out-1').remoteEnd();
    ua.ring('103', 'x'.repeat(150)).remoteEnd();
    const ids = events.filter((e) => e.code !== 'HANGUP').map((e) => e.callId);
    expect(ids.slice(0, 2)).toEqual(['out:out-1', 'in:out-1']);
    expect(ids[2]).toBe(`in:${'x'.repeat(97)}`);
  });

  it('an outgoing call the callee refuses, is busy for or cannot take says why with its HANGUP; a cancelled one does not', async () => {
    const { phone, ua, events } = await registeredPhone();
    const cases = [
      ['rejected', MSG.telephony.callRejected],
      ['busy', MSG.telephony.calleeBusy],
      ['unavailable', MSG.telephony.calleeUnavailable],
      ['other', undefined],
    ] as const;
    for (const [i, [cause, reason]] of cases.entries()) {
      phone.dial('102');
      ua.calls[i]!.session.remoteEnd(cause);
      expect(events.at(-1)).toMatchObject({ code: 'HANGUP', phone: '102' });
      expect(events.at(-1)?.reason).toBe(reason);
    }
    // An incoming ring the caller gives up on tells the desk nothing beyond the HANGUP.
    ua.ring('103', 'call-g').remoteEnd('rejected');
    expect(events.at(-1)).toEqual({ code: 'HANGUP', phone: '103', callId: 'in:call-g' });
  });

  it('incoming rejected: 486 to the caller, HANGUP once', async () => {
    const { phone, ua, events } = await registeredPhone();
    const session = ua.ring('0912345678', 'call-r');
    phone.reject();
    expect(session.terminations).toEqual([{ status_code: 486, reason_phrase: 'Busy Here' }]);
    expect(events.map((e) => e.code)).toEqual(['RINGING_IN', 'HANGUP']);
  });

  it('a second caller during a call hears busy and the desk sees nothing of it', async () => {
    const { phone, ua, events } = await registeredPhone();
    const first = ua.ring('102', 'call-1');
    phone.answer();
    first.confirm();
    const second = ua.ring('103', 'call-2');
    expect(second.terminations).toEqual([{ status_code: 486, reason_phrase: 'Busy Here' }]);
    expect(first.terminations).toEqual([]);
    expect(events.map((e) => [e.code, e.callId])).toEqual([
      ['RINGING_IN', 'in:call-1'],
      ['LISTENING_IN', 'in:call-1'],
    ]);
    // Negative control: once the first call is over, the same caller rings through.
    first.remoteEnd();
    ua.ring('103', 'call-3');
    expect(events.at(-1)).toEqual({ code: 'RINGING_IN', phone: '103', callId: 'in:call-3' });
  });

  it('outgoing: a number goes to the PBX of the line as sip:<number>@<host>; RINGING_OUT → LISTENING_OUT → HANGUP on end', async () => {
    const { phone, ua, events } = await registeredPhone();
    phone.dial(' 0912345678 ');
    expect(ua.calls).toHaveLength(1);
    const [{ target, options, session }] = ua.calls as [(typeof ua.calls)[number]];
    expect(target).toBe('sip:0912345678@pbx.benxe.vn');
    expect({ mediaConstraints: options.mediaConstraints, pcConfig: options.pcConfig }).toEqual(AUDIO_ONLY);
    session.confirm();
    phone.end();
    expect(session.terminations).toEqual([{}]);
    expect(events).toEqual([
      { code: 'RINGING_OUT', phone: '0912345678', callId: 'out:out-1' },
      { code: 'LISTENING_OUT', phone: '0912345678', callId: 'out:out-1' },
      { code: 'HANGUP', phone: '0912345678', callId: 'out:out-1' },
    ]);
  });

  it('outgoing refused by the callee (busy, unreachable): HANGUP without LISTENING_OUT', async () => {
    const { phone, ua, events } = await registeredPhone();
    phone.dial('sip:102@pbx.benxe.vn');
    expect(ua.calls[0]?.target).toBe('sip:102@pbx.benxe.vn');
    ua.calls[0]?.session.remoteEnd();
    expect(events.map((e) => e.code)).toEqual(['RINGING_OUT', 'HANGUP']);
  });

  it("dial refuses with 'Gọi ra thất bại' before the line is registered and during a call", async () => {
    const { stack } = fakeSipStack();
    const idle = createSipPhoneOn(() => Promise.resolve(stack), OPTIONS);
    expect(() => idle.dial('0912345678')).toThrow(MSG.telephony.dialOutFailed);

    const { phone, ua } = await registeredPhone();
    ua.ring('102');
    expect(() => phone.dial('0912345678')).toThrow(MSG.telephony.dialOutFailed);
    expect(ua.calls).toHaveLength(0);
  });

  it('answer and reject do nothing to an outgoing call; an unsubscribed listener hears nothing more', async () => {
    const { phone, ua, events } = await registeredPhone();
    const other: SipCallEvent[] = [];
    const unsubscribe = phone.onEvent((e) => other.push(e));
    phone.dial('102');
    const session = ua.calls[0]!.session;
    phone.answer();
    phone.reject();
    expect(session.answers).toEqual([]);
    expect(session.terminations).toEqual([]);
    unsubscribe();
    session.confirm();
    expect(other.map((e) => e.code)).toEqual(['RINGING_OUT']);
    expect(events.map((e) => e.code)).toEqual(['RINGING_OUT', 'LISTENING_OUT']);
  });
});

describe('SIP phone: media', () => {
  it("plays the caller's audio track through an <audio> element", async () => {
    const played: HTMLMediaElement[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    const { phone, ua } = await registeredPhone();
    const session = ua.ring('102');
    phone.answer();
    const pc = new FakePeerConnection();
    session.createConnection(pc);
    const stream = { id: 'remote' } as unknown as MediaStream;
    pc.dispatchEvent(Object.assign(new Event('track'), { track: { kind: 'audio' }, streams: [stream] }));
    expect(played).toHaveLength(1);
    expect(played[0]?.tagName).toBe('AUDIO');
    expect(played[0]?.srcObject).toBe(stream);
  });

  it('stats: audio bytes of the inbound and outbound RTP streams only; null without a call', async () => {
    const { phone, ua } = await registeredPhone();
    expect(await phone.stats()).toBeNull();
    const session = ua.ring('102');
    phone.answer();
    session.createConnection(
      new FakePeerConnection([
        { type: 'inbound-rtp', kind: 'audio', bytesReceived: 8000 },
        { type: 'outbound-rtp', kind: 'audio', bytesSent: 7600 },
        // Not the call's audio: the transport's own counters and a video stream must not be added.
        { type: 'candidate-pair', bytesReceived: 99_000, bytesSent: 99_000 },
        { type: 'inbound-rtp', kind: 'video', bytesReceived: 50_000 },
      ]),
    );
    session.confirm();
    expect(await phone.stats()).toEqual({ bytesReceived: 8000, bytesSent: 7600 });
    session.remoteEnd();
    expect(await phone.stats()).toBeNull();
  });
});
