import { StatusMessages } from '@/components/status/status-messages';

export default StatusMessages;
