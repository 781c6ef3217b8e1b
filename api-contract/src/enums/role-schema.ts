import { z } from 'zod';
import { Role, UserLevel } from './role';

export const ZRole = z.enum(Role);
export const ZUserLevel = z.enum(UserLevel);
