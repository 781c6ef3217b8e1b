import { z } from 'zod';
import { Role } from './role';

export const ZRole = z.enum(Role);
