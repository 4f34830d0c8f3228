/** /downloads/*: the small stand-in app files the Android and MOBILECONFIG resources point at. */
import { Hono } from 'hono';

const MOBILECONFIG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>PayloadDisplayName</key><string>Portal (demo)</string>
<key>PayloadIdentifier</key><string>example.portal.demo</string>
<key>PayloadType</key><string>Configuration</string>
<key>PayloadUUID</key><string>6F1C1C55-4C55-4C55-8C55-000000000001</string>
<key>PayloadVersion</key><integer>1</integer>
<key>PayloadContent</key><array/>
</dict></plist>
`;

const FILES: Record<string, { type: string; body: string }> = {
  'portal.apk': { type: 'application/vnd.android.package-archive', body: 'Demo portal APK placeholder: no real app is built locally.\n' },
  'portal.mobileconfig': { type: 'application/x-apple-aspen-config', body: MOBILECONFIG },
};

export const downloads = new Hono();

downloads.get('/:name', (c) => {
  const name = c.req.param('name');
  const file = FILES[name];
  if (!file) return c.notFound();
  return c.body(file.body, 200, { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${name}"` });
});
