import { Box, Center } from '@chakra-ui/react';
import { Bot, Calendar, Film, type LucideIcon, MessageSquare, Mic, Monitor, Repeat, Share2, Users } from 'lucide-react';
import { serviceSlug, type ServiceItem } from './service-item';

interface Art {
  from: string;
  to: string;
  motif: LucideIcon;
}

/** The videos picture stands in for any slug without its own (spec 000 section 9). */
const VIDEOS_ART: Art = { from: 'purple.800', to: 'pink.500', motif: Film };

/** The card "images", by link slug: drawn, so no file or external address is needed. */
const ART_BY_SLUG: Record<string, Art> = {
  'videos-cinematograficos': VIDEOS_ART,
  'clone-digital': { from: 'blue.800', to: 'cyan.500', motif: Bot },
  'avatares-humanizados': { from: 'pink.700', to: 'orange.400', motif: Users },
  'conteudo-estrategico': { from: 'teal.700', to: 'green.400', motif: Share2 },
  'clonagem-voz': { from: 'purple.700', to: 'blue.500', motif: Mic },
  'movaly-continuum': { from: 'blue.900', to: 'purple.500', motif: Repeat },
  'convites-cinematograficos': { from: 'red.700', to: 'orange.300', motif: Calendar },
  'criacao-desenvolvimento-sites': { from: 'gray.800', to: 'blue.500', motif: Monitor },
  'automacao-instagram': { from: 'purple.700', to: 'pink.400', motif: MessageSquare },
  'integracao-whatsapp': { from: 'green.800', to: 'green.400', motif: MessageSquare },
};

/** Decorative header of a carousel card: a gradient with soft shapes and the service's motif. */
export function ServiceArt({ service }: { service: ServiceItem }) {
  const slug = serviceSlug(service);
  const art = Object.hasOwn(ART_BY_SLUG, slug) ? ART_BY_SLUG[slug] : VIDEOS_ART;
  const Motif = art.motif;
  return (
    <Box
      aria-hidden="true"
      position="relative"
      h="36"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom={art.from}
      gradientTo={art.to}
    >
      <Box position="absolute" top="-10" right="-8" boxSize="32" rounded="full" bg="whiteAlpha.200" />
      <Box position="absolute" bottom="-12" left="-6" boxSize="28" rounded="full" bg="whiteAlpha.100" />
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="blackAlpha.400" gradientTo="transparent" />
      <Center position="relative" h="full" color="whiteAlpha.900">
        <Motif size={56} strokeWidth={1.5} />
      </Center>
    </Box>
  );
}
