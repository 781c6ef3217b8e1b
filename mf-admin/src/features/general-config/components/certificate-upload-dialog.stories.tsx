import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@busdesk/api-contract';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { CONFIG_LABELS } from '../labels';
import { CertificateUploadDialog } from './certificate-upload-dialog';

const meta = {
  title: 'mf-admin/general-config/CertificateUploadDialog',
  component: CertificateUploadDialog,
  args: {
    open: true,
    title: MSG.transport.certificateInstall,
    intro: <Typography variant="body2">{CONFIG_LABELS.certificate.installHelp}</Typography>,
    accept: '.p12,.pfx,application/x-pkcs12',
    fileLabel: CONFIG_LABELS.certificate.file,
    upload: { file: null, chooseFile: fn(), error: null, saving: false },
    submitLabel: CONFIG_LABELS.certificate.submit,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CertificateUploadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoFileYet: Story = {};
/** A file chosen, and the message a refused upload shows. */
export const Refused: Story = {
  args: { upload: { file: new File(['x'], 'ben-xe.p12'), chooseFile: fn(), error: MSG.transport.certificateWrongPassword, saving: false } },
};
