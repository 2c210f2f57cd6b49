import { AdminNav } from './admin-nav';

/** The console's header: its name, the sections and who is signed in, once someone is. */
export function AdminHeader({
  siteName,
  userName,
  signOutAction,
}: {
  siteName: string;
  userName: string | null;
  signOutAction: () => Promise<void>;
}) {
  return (
    <header className="admin-header">
      <div className="admin-bar">
        <p className="admin-brand">
          {siteName} <span>Staff console</span>
        </p>
        {userName ? (
          <form action={signOutAction} className="admin-user">
            <span>Signed in as {userName}</span>
            <button type="submit" className="admin-button admin-button-quiet">
              Sign out
            </button>
          </form>
        ) : null}
      </div>
      {userName ? <AdminNav /> : null}
    </header>
  );
}
