const roleNames: Record<string, string> = {
  ADMINISTRATOR: 'Administrator',
  STANDARD: 'Standard',
  RESTRICTED: 'Restricted',
};

export function RoleBadge({ role }: { role: string }) {
  return (
    <span className={`admin-badge${role === 'ADMINISTRATOR' ? ' admin-badge-good' : ''}`}>
      {roleNames[role] ?? role}
    </span>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`admin-badge ${active ? 'admin-badge-good' : 'admin-badge-bad'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
