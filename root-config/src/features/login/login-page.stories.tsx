import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeLoginServices } from '../../test-support/fake-login-services';
import { LoginPage } from './login-page';

const meta = {
  title: 'root-config/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: { services: fakeLoginServices(), domain: 'localhost' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`)}`;

export const WithBranding: Story = {
  args: {
    services: fakeLoginServices({
      backgroundUrl: svg('<rect width="100%" height="100%" fill="#1565c0"/><circle cx="80%" cy="20%" r="200" fill="#42a5f5"/>', 1600, 900),
      logoUrl: svg('<rect width="160" height="60" rx="8" fill="#ff9800"/>', 160, 60),
    }),
  },
};
