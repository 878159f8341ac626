import type { CsvTexts } from './lead-csv';

/** The CSV's fixed headings and labels as a Portuguese-speaking member of staff gets them (for the tests). */
export const CSV_TEXTS: CsvTexts = {
  receivedAt: 'Recebido em',
  status: 'Situação',
  delivery: 'Envio do e-mail',
  version: 'Versão do formulário',
  olderAnswers: 'Respostas de versões anteriores',
  statusLabel: (s) => (s === 'accepted' ? 'Aceito' : 'Em análise'),
  deliveryLabel: () => 'Enviado',
  stage: 'Etapa',
  assignee: 'Responsável',
  followUp: 'Próximo contato',
  lastNote: 'Última nota',
  wonValue: 'Valor (R$)',
  lostReason: 'Motivo da perda',
  stageLabel: (stage) => ({ novo: 'Novo', em_contato: 'Em contato', proposta_enviada: 'Proposta enviada' })[stage] ?? stage,
  source: 'Origem',
  campaign: 'Campanha',
  landing: 'Entrou por',
  channelLabel: (channel) => ({ instagram: 'Instagram', direto: 'Direto' })[channel] ?? channel,
  memberName: (uid) => ({ 'uid-bia': 'bia@movaly.test' })[uid] ?? 'alguém que saiu da equipe',
};
