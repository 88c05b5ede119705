import type { errors as en } from "../en/errors.js";
import type { Translation } from "../message.js";

export const errors = {
  "service.cloud": "O serviço de workflows",
  "service.registry": "O registro de nós",
  "service.partner": "O serviço parceiro",
  "api.keyRefused":
    "{service} recusou a chave de API deste servidor. Um membro com Gerenciar servidor pode definir uma nova com `{/settings key}`.",
  "api.outOfCredits": "A conta da chave de API deste servidor está sem créditos. Recarregue e tente de novo.",
  "api.forbidden": "{service} negou o acesso a isso ({detail}).",
  "api.notFound": "{service} não conhece isso ({detail}).",
  "api.inactiveSubscription":
    "A assinatura da chave de API deste servidor não está ativa. Executar workflows exige uma assinatura ativa.",
  "api.rateLimited": "{service} está limitando as solicitações. Tente de novo em um minuto.",
  "api.rejected": "{service} rejeitou a solicitação: {detail}",
  "api.timeout": "{service} não respondeu a tempo. Tente de novo em um minuto.",
  "api.unavailable": "{service} não está respondendo agora. Tente de novo em um minuto.",
  "exec.ValidationError": "O serviço rejeitou as entradas do workflow: {detail}",
  "exec.ValidationErrorPlain": "O serviço rejeitou as entradas do workflow.",
  "exec.ModelDownloadError":
    "Um modelo de que este workflow precisa não está disponível no serviço. Tente outro workflow ou modelo.",
  "exec.ImageDownloadError": "O serviço não conseguiu baixar a imagem de entrada. Tente anexá-la de novo.",
  "exec.OOMError": "O serviço ficou sem memória de GPU. Tente um tamanho menor ou menos imagens.",
  "exec.InsufficientFundsError":
    "A conta da chave de API deste servidor está sem créditos. Recarregue e tente de novo.",
  "exec.InactiveSubscriptionError":
    "A assinatura da chave de API deste servidor não está ativa. Executar workflows exige uma assinatura ativa.",
  "exec.unknown": "O serviço falhou ao executar a tarefa ({type}). Tente de novo daqui a pouco.",
  "check.range": "`{field}` deve ser um número inteiro de {min, number} a {max, number}.",
  "check.multipleOfNear": "`{field}` deve ser múltiplo de {step, number}, por exemplo {values, or}.",
  "check.multipleOf": "`{field}` deve ser múltiplo de {step, number}.",
  "check.oneOf": "`{field}` deve ser um destes valores: {values}.",
  "check.length": "`{field}` deve ter de {min, number} a {max, number} caracteres (tem {length, number}).",
  "check.surrogate": "`{field}` contém um caractere quebrado (um substituto sem par na posição {position, number}).",
  "check.control":
    "`{field}` não pode conter caracteres de controle ({found} encontrado na posição {position, number}).",
  "check.direction": "`{field}` não pode conter caracteres que invertem a direção do texto ({found} encontrado).",
  "check.invisible": "`{field}` deve conter texto visível, não só caracteres invisíveis.",
  "check.pattern": "`{field}` só pode conter {allowed}.",
  "check.mention": "`{field}` não pode conter menções ({found} encontrado).",
  "check.lines": "{first}\n{rest}",
  "image.allowed": "`{field}` deve ser um arquivo {types, or} de no máximo {max}; este arquivo tem {size}.",
  "image.empty": "`{field}` deve ser um arquivo {types, or} de no máximo {max}; este arquivo está vazio.",
  "image.problem": "`{field}` deve ser um arquivo {types, or} de no máximo {max}; este arquivo {problem}.",
  "image.wrongType": "`{field}` deve ser um arquivo {types, or} de no máximo {max}; este arquivo é uma imagem {type}.",
  "image.tooLarge":
    "`{field}` deve ter no máximo {edge, number} pixels por lado e {megapixels, number} megapixels; esta tem {width}×{height}.",
  "image.download": "Não foi possível baixar `{field}` do Discord (HTTP {status}). Anexe de novo.",
  "image.linkExpired":
    "O link do Discord para `{field}`, a imagem de onde isto saiu, expirou (links de arquivos duram cerca de um dia), e num servidor sem o bot a mensagem dela não pode ser lida de novo. Use o comando de novo com a imagem anexada.",
  "image.slow":
    "Não foi possível ler `{field}` do Discord a tempo de verificar o tamanho. Tente de novo daqui a pouco.",
  "inspect.empty": "está vazio",
  "inspect.notOneOf": "não é um arquivo {types, or}",
  "inspect.notImage": "não é um arquivo PNG, JPEG, WebP ou GIF",
  "inspect.impossibleSize": "tem um tamanho impossível no cabeçalho ({width}×{height})",
  "inspect.truncated": "está cortado (o arquivo termina antes da imagem)",
  "inspect.damaged": "é um arquivo {format} danificado ({detail})",
  "inspect.pngNoHeader": "sem bloco de cabeçalho",
  "inspect.pngNoData": "sem dados de imagem",
  "inspect.jpegMarker": "marcador de segmento inválido",
  "inspect.jpegEnds": "ele termina antes dos dados de imagem",
  "inspect.jpegLength": "tamanho de segmento inválido",
  "inspect.jpegNoFrame": "sem cabeçalho de quadro",
  "inspect.webpLossless": "assinatura sem perdas inválida",
  "inspect.webpFrame": "início de quadro inválido",
  "inspect.webpChunk": "primeiro bloco desconhecido",
  "attachment.download": "Não foi possível baixar o anexo do Discord (HTTP {status}).",
  "attachment.tooLarge": "O anexo tem mais de {max}.",
  "size.mb": "{n, number} MB",
  "size.kb": "{n, number} KB",
  "size.over": "mais de {size}",
} as const satisfies Translation<typeof en>;
