import { notify } from '@busdesk/shared-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTelephonyServices, type FakeTelephonyServices } from '../test-support/fake-telephony-services';
import { KNOWN_CALLER, LINES } from '../test-support/telephony-fixtures';
import { useSoftphone } from '../shared/use-softphone';
import { rememberLine } from '../shared/line-storage';
import { SoftphonePanel } from './softphone-panel';

/** The panel on its own, as `<busdesk-softphone>` shows it (no toggle, no 'Bán vé'). */
function PanelOnly({ services }: { services: FakeTelephonyServices }) {
  const phone = useSoftphone({ services, storageKey: 'story-panel-line', notify });
  return (
    <div style={{ maxWidth: 400 }}>
      <SoftphonePanel phone={phone} services={services} notify={notify} />
    </div>
  );
}

const meta = {
  title: 'mf-telephony/Softphone panel',
  component: PanelOnly,
  args: { services: fakeTelephonyServices({ onSubscribe: [{ code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }] }) },
  beforeEach: () => rememberLine('story-panel-line', LINES.providerA.id),
} satisfies Meta<typeof PanelOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Provider A's line rings (answer and reject warn 'Chức năng đang được phát triển' there: the desk phone answers). */
export const ProviderARinging: Story = {};
