import { handlers } from '@/lib/admin/auth';

export const { GET, POST } = handlers;
