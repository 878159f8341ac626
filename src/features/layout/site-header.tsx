import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <Link asChild fontWeight="bold" fontSize="xl" color="purple.700">
            <RouterLink to={paths.home}>Movaly</RouterLink>
          </Link>
          <LanguageSwitcher />
        </Flex>
      </Container>
    </Box>
  );
}
