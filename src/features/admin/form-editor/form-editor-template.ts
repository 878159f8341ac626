import type { FolderTexts } from '../form-preview';

/** A folder name forms:check and the save endpoint accept: lower-case letters, digits and `_`, starting with a letter. */
export const FOLDER_ID = /^[a-z][a-z0-9_]*$/;

const file = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The starter folder of "create from a template": a short contact briefing (name, e-mail, WhatsApp,
 * a message) that passes forms:check as it is, in three languages, reached by a link sent from outside
 * the site (`"linkedFrom": "external"`), so a person only changes what the form is about.
 */
export function starterFolder(id: string): FolderTexts {
  const route = `/briefing/${id.replace(/_/g, '-')}`;
  const field = (title: string, placeholder?: string, error?: string) => ({ title, ...(placeholder ? { placeholder } : {}), ...(error ? { error } : {}) });
  return {
    'form.json': file({
      $schema: '../form.meta.schema.json',
      route,
      linkedFrom: 'external',
      backLink: '/',
      collection: `${id}_responses`,
      storedNames: 'as-is',
      lead: { name: 'nome', email: 'email', phone: 'whatsapp' },
      email: { subject: `Novo briefing: ${id}` },
      success: { then: 'reset', toastMs: 6000 },
      failure: { toastMs: 5000 },
      texts: {
        title: 'Novo briefing',
        subtitle: 'Conte um pouco sobre o seu projeto. Nossa equipe entra em contato em até 24 horas.',
        backLabel: 'Voltar',
        successTitle: 'Briefing enviado com sucesso!',
        successDescription: 'Nossa equipe irá avaliar suas respostas e entrará em contato em até 24 horas.',
        failureTitle: 'Erro ao enviar o briefing. Tente novamente.',
      },
    }),
    'schema.json': file({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'Novo briefing',
      type: 'object',
      required: ['nome', 'email', 'whatsapp'],
      properties: {
        nome: { type: 'string', title: 'Nome completo', minLength: 2, errorMessage: 'Nome deve ter pelo menos 2 caracteres' },
        email: { type: 'string', title: 'E-mail', format: 'email', errorMessage: 'Email inválido' },
        whatsapp: { type: 'string', title: 'WhatsApp', minLength: 10, errorMessage: 'WhatsApp deve ter pelo menos 10 caracteres' },
        mensagem: { type: 'string', title: 'Conte sobre o seu projeto' },
      },
    }),
    'ui.json': file({
      $schema: '../ui.meta.schema.json',
      'ui:sections': [{ id: 'seus-dados', title: 'Seus dados', fields: ['nome', 'email', 'whatsapp', 'mensagem'] }],
      nome: { 'ui:placeholder': 'Seu nome completo', 'ui:options': { autocomplete: 'name' } },
      email: { 'ui:placeholder': 'seu@email.com', 'ui:options': { inputType: 'email', autocomplete: 'email' } },
      whatsapp: { 'ui:placeholder': '(11) 99999-9999', 'ui:options': { inputType: 'tel', autocomplete: 'tel' } },
      mensagem: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
    }),
    'i18n/es.json': file({
      $schema: '../../i18n.meta.schema.json',
      texts: {
        title: 'Nuevo briefing',
        subtitle: 'Cuéntanos un poco sobre tu proyecto. Nuestro equipo se pondrá en contacto en hasta 24 horas.',
        backLabel: 'Volver',
        successTitle: '¡Briefing enviado con éxito!',
        successDescription: 'Nuestro equipo revisará tus respuestas y se pondrá en contacto en hasta 24 horas.',
        failureTitle: 'Error al enviar el briefing. Inténtalo de nuevo.',
      },
      sections: { 'seus-dados': 'Tus datos' },
      fields: {
        nome: field('Nombre completo', 'Tu nombre completo', 'El nombre debe tener al menos 2 caracteres'),
        email: field('Correo electrónico', 'tu@correo.com', 'Correo electrónico inválido'),
        whatsapp: field('WhatsApp', '(11) 99999-9999', 'El WhatsApp debe tener al menos 10 caracteres'),
        mensagem: field('Cuéntanos sobre tu proyecto'),
      },
    }),
    'i18n/en.json': file({
      $schema: '../../i18n.meta.schema.json',
      texts: {
        title: 'New briefing',
        subtitle: 'Tell us a little about your project. Our team will get in touch within 24 hours.',
        backLabel: 'Back',
        successTitle: 'Briefing sent successfully!',
        successDescription: 'Our team will review your answers and get in touch within 24 hours.',
        failureTitle: "Couldn't send the briefing. Please try again.",
      },
      sections: { 'seus-dados': 'Your details' },
      fields: {
        nome: field('Full name', 'Your full name', 'Name must be at least 2 characters'),
        email: field('E-mail', 'you@email.com', 'Invalid e-mail'),
        whatsapp: field('WhatsApp', '(11) 99999-9999', 'WhatsApp must be at least 10 characters'),
        mensagem: field('Tell us about your project'),
      },
    }),
    'example.json': file({
      $schema: '../example.meta.schema.json',
      nome: 'Ana Souza',
      email: 'ana.souza@example.com',
      whatsapp: '(11) 98765-4321',
      mensagem: 'Quero um vídeo para o lançamento do meu podcast.',
    }),
    'spec-messages.json': '',
  };
}
