import { Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface ContactFormBoundaryProps {
  /** What to show instead of the form (already translated). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A form that cannot load (a lost connection while its code downloads) must not take the whole
 * home page down with it: the visitor still has the contact details and WhatsApp beside it.
 */
export class ContactFormBoundary extends Component<ContactFormBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text role="alert" color="fg.muted" py="8">
        {this.props.fallback}
      </Text>
    );
  }
}
