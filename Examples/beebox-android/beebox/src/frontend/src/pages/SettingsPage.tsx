import { CompanionPairingSection } from "@/components/settings/CompanionPairingSection";

export function SettingsPage() {
  return (
    <main className="settings-page">
      <h1>Settings</h1>
      <CompanionPairingSection />
    </main>
  );
}
