import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage, type LoginServices } from './login-page';

/** Story-only fakes: 'admin' / '123456' signs in, anything else is refused like the server would. */
const fakeServices = (branding: Awaited<ReturnType<LoginServices['getBranding']>> = {}): LoginServices => ({
  login: async (username, password) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (username === 'admin' && password === '123456') return true;
    throw new Error('401');
  },
  getBranding: async () => branding,
  onSignedIn: () => undefined,
});

const meta = {
  title: 'root-config/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: { services: fakeServices(), domain: 'localhost' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`)}`;

export const WithBranding: Story = {
  args: {
    services: fakeServices({
      backgroundUrl: svg('<rect width="100%" height="100%" fill="#1565c0"/><circle cx="80%" cy="20%" r="200" fill="#42a5f5"/>', 1600, 900),
      logoUrl: svg('<rect width="160" height="60" rx="8" fill="#ff9800"/>', 160, 60),
    }),
  },
};
