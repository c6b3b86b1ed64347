import { Stack } from '@mantine/core';
import { brandingMessages, firmThemeSchema, MAX_FAVICON_BYTES, MAX_LOGO_BYTES } from '@portal/domain';
import { useDeleteFavicon } from '../../api/delete-favicon';
import { useDeleteLogo } from '../../api/delete-logo';
import { useUploadFavicon } from '../../api/upload-favicon';
import { useUploadLogo } from '../../api/upload-logo';
import { useCurrentUser } from '../../../session/api/get-current-user';
import { BrandingImageCard } from './branding-image-card';
import { ThemeColoursCard } from './theme-colours-card';

/**
 * Firm settings → Branding (spec 002 §1 "Firms brand the portal (logo, theme colours, favicon)"): what
 * staff and clients see in the header, on the firm's sign-in page and in the browser tab.
 */
export function BrandingSection() {
  const firm = useCurrentUser().data?.firm;
  const uploadLogo = useUploadLogo();
  const deleteLogo = useDeleteLogo();
  const uploadFavicon = useUploadFavicon();
  const deleteFavicon = useDeleteFavicon();
  if (!firm) return null;
  const theme = firmThemeSchema.parse(firm.theme);
  return (
    <Stack gap="lg" maw={720}>
      <BrandingImageCard
        label="Logo"
        description="PNG or JPEG, at most 2 MB. Shown in the header for staff and clients and on your sign-in page."
        url={firm.medium_url}
        alt={`${firm.name} logo`}
        emptyText="No logo yet: your firm's name is shown instead."
        accept={['image/png', 'image/jpeg']}
        maxBytes={MAX_LOGO_BYTES}
        typeMessage={brandingMessages.logoType}
        sizeMessage={brandingMessages.logoSize}
        previewHeight={64}
        upload={uploadLogo}
        uploading={uploadLogo.isPending}
        remove={deleteLogo}
        removing={deleteLogo.isPending}
      />
      <ThemeColoursCard
        key={`${theme.primary}${theme.secondary}${theme.accent}`}
        theme={{ primary: theme.primary, secondary: theme.secondary, accent: theme.accent }}
      />
      <BrandingImageCard
        label="Favicon"
        description="The small icon in the browser tab: PNG, JPEG or ICO, at most 512 KB. Square images look best."
        url={firm.favicon_url ?? null}
        alt={`${firm.name} favicon`}
        emptyText="No favicon yet: the browser's default icon is shown."
        accept={['image/png', 'image/jpeg', 'image/x-icon', 'image/vnd.microsoft.icon']}
        maxBytes={MAX_FAVICON_BYTES}
        typeMessage={brandingMessages.faviconType}
        sizeMessage={brandingMessages.faviconSize}
        previewHeight={32}
        upload={uploadFavicon}
        uploading={uploadFavicon.isPending}
        remove={deleteFavicon}
        removing={deleteFavicon.isPending}
      />
    </Stack>
  );
}
