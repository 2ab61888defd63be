FROM python:3.11-slim
WORKDIR /app
COPY requirements.lock pyproject.toml README.md ./
RUN pip install --no-cache-dir -r requirements.lock
COPY graphmem ./graphmem
COPY cypher ./cypher
RUN pip install --no-cache-dir --no-deps -e .
ENV HF_HUB_OFFLINE=1 GRAPHITI_TELEMETRY_ENABLED=false
EXPOSE 8765
CMD ["graphmem", "serve"]
