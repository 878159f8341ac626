import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../shared/download-file';

/** The drawn code's size on the page, and the PNG's (print needs more pixels than a screen). */
const SHOWN = 200;
const PNG_SIZE = 1024;

/** The SVG's text, as a file opens by itself (its XML namespace stated). */
const svgText = (svg: SVGSVGElement) => new XMLSerializer().serializeToString(svg);

/** The SVG drawn on a white PNG_SIZE canvas, as a PNG. */
async function pngOf(svg: SVGSVGElement): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText(svg))}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width: PNG_SIZE, height: PNG_SIZE });
  const context = canvas.getContext('2d')!;
  // A crisp print: no smoothing between the modules.
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG not made'))), 'image/png'));
}

/**
 * A campaign link's QR code, drawn as SVG (qrcode.react, the library the home page's codes use) with
 * a quiet zone, and downloadable as SVG (for print shops) or as a 1024 px PNG. `name` is the files'
 * name without extension; `label` is read for the image.
 */
export function LinkQr({ url, name, label, onFailure }: { url: string; name: string; label: string; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const svg = () => holder.current!.querySelector('svg')!;
  return (
    <Stack gap="3" align="start">
      <Box ref={holder} p="2" bg="white" rounded="md" borderWidth="1px" lineHeight="0">
        <QRCodeSVG value={url} size={SHOWN} marginSize={4} role="img" aria-label={label} />
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="purple" onClick={() => pngOf(svg()).then((png) => downloadFile(png, `${name}.png`), onFailure)}>
          <Download aria-hidden="true" />
          {t('admin.campaignLinks.downloadPng')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="purple" onClick={() => downloadFile(new Blob([svgText(svg())], { type: 'image/svg+xml' }), `${name}.svg`)}>
          <Download aria-hidden="true" />
          {t('admin.campaignLinks.downloadSvg')}
        </Button>
      </HStack>
    </Stack>
  );
}
